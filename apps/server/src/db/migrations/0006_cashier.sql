-- The cashier: banks, the players' bank accounts, payment methods and favourites, deposit
-- presets, deposit and withdrawal requests, and the back office (operators, their sessions,
-- the audit of their decisions). Money in kuruş (bigint); balances live in the wallet ledger.

create table banks (
  id integer primary key,
  -- The bank code the envoy presets are keyed by (SPEC §7 getDepositAmounts bankcode).
  code text not null unique check (code ~ '^[a-z0-9-]{2,20}$'),
  name text not null,
  -- SPEC §7 list_banks typeID: 1 banks for transfers, 2 prepaid services.
  type_id smallint not null default 1,
  enabled boolean not null default true,
  sort_order integer not null default 0
);

create table bank_accounts (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  bank_id integer not null references banks (id),
  account_holder text not null,
  branch_code text not null,
  account_number text not null,
  iban text not null check (iban ~ '^TR[0-9]{24}$'),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  -- Deleted accounts stay for the withdrawals that paid into them.
  deleted_at timestamptz
);
create unique index bank_accounts_user_iban on bank_accounts (user_id, iban) where deleted_at is null;
create index bank_accounts_user on bank_accounts (user_id) where deleted_at is null;

-- Payment providers of prepaid deposits. The secret signs their callbacks (HMAC-SHA256 of
-- the raw body); 'simulated' is the stand-in provider that ships for development and tests.
create table payment_providers (
  code text primary key,
  name text not null,
  secret text not null,
  active boolean not null default true
);
-- gen_random_uuid draws from a cryptographic source, unlike random().
insert into payment_providers (code, name, secret) values
  ('simulated', 'Simulated provider',
   replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));

-- A way to pay in (type 1) or out (type 2). transfer_type_id: 1 bank transfer, 3 mobile
-- bank transfer, anything else a prepaid service behind a payment-provider adapter.
create table cash_methods (
  id integer primary key,
  type smallint not null check (type in (1, 2)),
  transfer_type_id smallint not null check (transfer_type_id between 1 and 9),
  name jsonb not null,
  group_name text not null,
  logo text not null,
  bank_id integer references banks (id),
  provider text references payment_providers (code),
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null,
  fields jsonb not null,
  highlighted boolean not null default false,
  enabled boolean not null default true,
  sort_order integer not null default 0,
  check (max_amount >= min_amount)
);

create table cash_method_favorites (
  user_id integer not null references users (id) on delete cascade,
  method_id integer not null references cash_methods (id) on delete cascade,
  created_at timestamptz not null,
  primary key (user_id, method_id)
);

create table deposit_amount_presets (
  bank_code text not null references banks (code),
  amount bigint not null check (amount > 0),
  sort_order integer not null default 0,
  primary key (bank_code, amount)
);

create table operators (
  id serial primary key,
  username text not null,
  password_hash text not null,
  role text not null check (role in ('admin', 'cashier', 'viewer')),
  status text not null default 'active' check (status in ('active', 'inactive')),
  created_at timestamptz not null,
  last_login_at timestamptz
);
create unique index operators_username on operators (lower(username));

create table operator_sessions (
  id serial primary key,
  token_hash text not null unique,
  operator_id integer not null references operators (id) on delete cascade,
  ip text not null,
  user_agent text not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);

-- A deposit or withdrawal the player asked for. 'new' until an operator (or, for a prepaid
-- deposit, the provider's signed callback) confirms or cancels it, exactly once.
create table cashier_requests (
  id bigserial primary key,
  user_id integer not null references users (id),
  kind text not null check (kind in ('deposit', 'withdrawal')),
  method_id integer not null references cash_methods (id),
  transfer_type_id smallint not null,
  amount bigint not null check (amount > 0),
  status text not null default 'new' check (status in ('new', 'confirmed', 'canceled')),
  details jsonb not null,
  bank_account_id integer references bank_accounts (id),
  -- The payment provider's reference of a prepaid deposit (its callbacks name it).
  provider_reference text unique,
  -- The wallet's pending transfer reserving a withdrawal.
  ledger_transfer_id text,
  -- The client's key of the submitted form: a retry answers the first request.
  client_key text,
  created_at timestamptz not null,
  decided_at timestamptz,
  decided_by integer references operators (id),
  decided_via text check (decided_via in ('operator', 'provider')),
  decision_note text
);
create index cashier_requests_queue on cashier_requests (status, created_at);
create index cashier_requests_user on cashier_requests (user_id, created_at);
create unique index cashier_requests_client_key on cashier_requests (user_id, client_key);

create table operator_audit (
  id bigserial primary key,
  operator_id integer references operators (id),
  action text not null,
  request_id bigint references cashier_requests (id),
  result text not null check (result in ('success', 'failure')),
  ip text not null,
  detail jsonb,
  created_at timestamptz not null
);
create index operator_audit_request on operator_audit (request_id, created_at);
