-- The rate limiter's fallback while Redis is unreachable (issue 19): the same sliding windows,
-- one row per counted event, shared by every server process through PostgreSQL. Rows expire
-- with their window; the limiter deletes them as it goes.
create table rate_limit_events (
  key text not null,
  at bigint not null,
  id text not null,
  expires_at bigint not null,
  primary key (key, id)
);
create index rate_limit_events_key_at on rate_limit_events (key, at);
create index rate_limit_events_expires on rate_limit_events (expires_at);
