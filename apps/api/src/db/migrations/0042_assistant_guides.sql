-- The guide's articles an answer linked (read back with the history, as the cards are).
alter table assistant_messages add column guide_ids bigint[] not null default '{}';
