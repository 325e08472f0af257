-- Photos in messages (issue 23: "text and photos"). They come through the upload pipeline with the same checks and
-- limits as announcement photos, but they are private: their files live apart from the public ones
-- (`uploads-private/`), every other use of uploads ignores them, and only the uploader (before sending) and the two
-- participants of the conversation may read them (`GET /api/messages/photos/:id/:size.webp`).
alter table uploads add column private boolean not null default false;

create table message_photos (
  message_id  bigint not null references messages(id) on delete cascade,
  upload_id   text not null references uploads(id) on delete cascade,
  position    smallint not null check (position between 0 and 9),
  primary key (message_id, position),
  -- A photo goes with one message only.
  unique (upload_id)
);

-- A message may be photos alone, with no text (the API asks for one or the other).
alter table messages drop constraint messages_body_check;
alter table messages add constraint messages_body_check check (length(body) <= 2000);
