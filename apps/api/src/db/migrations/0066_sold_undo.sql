-- "Продано" can be undone for a while (issue 23 item 10): the status an announcement had when marked sold, and when.
alter table announcements
  add column sold_from text check (sold_from in ('published', 'archived')),
  add column sold_at timestamptz;
