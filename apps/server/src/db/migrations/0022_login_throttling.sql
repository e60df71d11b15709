-- Sign-in slowed down, never locked (issue 21). The owner of an account being guessed at is
-- mailed a one-time link that lifts the slowdown: a new purpose of account tokens.
alter table account_tokens drop constraint account_tokens_purpose_check;
alter table account_tokens add constraint account_tokens_purpose_check
  check (purpose in ('confirm_email', 'reset_password', 'unlock_account'));

-- Keys every server process must share (the device cookie's signing key), made once, on the
-- first start, so that no setting is needed and a restart keeps them.
create table server_secrets (
  name text primary key,
  secret text not null,
  created_at timestamptz not null default now()
);
