-- Player accounts. Usernames and emails are unique whatever their case.
create table users (
  id serial primary key,
  username text not null,
  email text not null,
  email_verified_at timestamptz,
  password_hash text not null,
  firstname text not null,
  lastname text not null,
  birthdate date not null,
  identity_number text not null,
  country text not null,
  city text not null,
  address text not null,
  currency text not null default 'TRY',
  phone text not null,
  promotion_code text,
  reference_number text,
  sms_opt_in boolean not null default false,
  email_opt_in boolean not null default false,
  language text not null default 'tr',
  rid integer not null default 1,
  status text not null default 'active' check (status in ('active', 'inactive')),
  two_factor text not null default 'none' check (two_factor in ('none', 'ga', 'sms')),
  -- TOTP: the enrolled secret, one generated but not yet confirmed, and the last time step
  -- accepted (a code is accepted once).
  ga_secret text,
  ga_pending_secret text,
  ga_last_step bigint,
  last_login_at timestamptz,
  last_login_ip text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index users_username_key on users (lower(username));
create unique index users_email_key on users (lower(email));
create unique index users_identity_number_key on users (identity_number);

-- Only the SHA-256 of a session secret is stored; public_id names it to its owner.
create table sessions (
  id serial primary key,
  public_id text not null unique,
  token_hash text not null unique,
  user_id integer not null references users (id) on delete cascade,
  ip text not null,
  user_agent text not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user on sessions (user_id) where revoked_at is null;

-- A login waiting for its second factor: no session exists until it passes.
create table login_challenges (
  id serial primary key,
  token_hash text not null unique,
  user_id integer not null references users (id) on delete cascade,
  factor text not null check (factor in ('ga', 'sms')),
  failed_attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- SMS codes, hashed, for a login challenge or for the signed-in player ('account').
create table sms_codes (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('login', 'account')),
  challenge_id integer references login_challenges (id) on delete cascade,
  code_hash text not null,
  failed_attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index sms_codes_user on sms_codes (user_id, purpose) where used_at is null;

-- One-time links sent by email (address confirmation, password reset); only hashes stored.
create table account_tokens (
  id serial primary key,
  token_hash text not null unique,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('confirm_email', 'reset_password')),
  email text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Mails and SMS when no provider is configured (development): read at /dev/outbox.
create table outbox (
  id serial primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null
);

-- Authentication events: who, what, when, from where, and how it ended.
create table audit_log (
  id bigserial primary key,
  user_id integer references users (id) on delete set null,
  subject text,
  event text not null,
  result text not null check (result in ('success', 'failure', 'pending')),
  ip text not null,
  user_agent text not null,
  detail jsonb,
  created_at timestamptz not null
);
create index audit_log_user on audit_log (user_id, created_at);
