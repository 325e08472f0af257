-- Sessions (issue 17 defects 1 and 5). One row per sign-in; its refresh tokens are the family that rotates, and
-- every access token carries the session's id (`sid`), checked here on each authenticated request, so ending a
-- session (logout, a replayed refresh token) ends its access tokens at once, on every API instance.
create table auth_sessions (
  id          uuid primary key,
  user_id     bigint not null references users(id),
  created_at  timestamptz not null default now(),
  revoked_at  timestamptz
);
create index auth_sessions_user_idx on auth_sessions (user_id) where revoked_at is null;

-- The families signed in before this migration become sessions (revoked when every token of the family was).
insert into auth_sessions (id, user_id, created_at, revoked_at)
select family_id, min(user_id), min(created_at),
       case when bool_and(revoked_at is not null) then max(revoked_at) end
from refresh_tokens
group by family_id;

alter table refresh_tokens
  add constraint refresh_tokens_session_fk foreign key (family_id) references auth_sessions(id);
