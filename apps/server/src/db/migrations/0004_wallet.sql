-- The wallet: a double-entry ledger in the TigerBeetle manner. An account keeps the totals of
-- the transfers that touch it; its balance is credits minus debits, so every transfer adds the
-- same amount to one account's debits and another's credits and the sum over all accounts
-- stays zero. Only the ledger service (src/wallet) writes these tables.
create table ledger_accounts (
  id bigserial primary key,
  kind text not null check (
    kind in ('player_cash', 'player_bonus', 'house', 'jackpot', 'deposit_clearing', 'withdrawal_clearing')
  ),
  -- The player's id, the jackpot pool's name, or '' for the one house and clearing accounts.
  owner text not null,
  user_id integer references users (id) on delete restrict,
  currency text not null default 'TRY',
  -- The house and the clearing accounts are the other side of players' money and may go
  -- below zero; players' and jackpot pools' money never does.
  allow_negative boolean not null,
  debits_posted bigint not null default 0 check (debits_posted >= 0),
  credits_posted bigint not null default 0 check (credits_posted >= 0),
  debits_pending bigint not null default 0 check (debits_pending >= 0),
  credits_pending bigint not null default 0 check (credits_pending >= 0),
  created_at timestamptz not null default now(),
  unique (kind, owner),
  check ((kind in ('player_cash', 'player_bonus')) = (user_id is not null)),
  check (allow_negative = (kind in ('house', 'deposit_clearing', 'withdrawal_clearing'))),
  check (allow_negative or credits_posted - debits_posted - debits_pending >= 0)
);

create table ledger_transfers (
  id uuid primary key default gen_random_uuid(),
  debit_account_id bigint not null references ledger_accounts (id),
  credit_account_id bigint not null references ledger_accounts (id),
  amount bigint not null check (amount > 0),
  kind text not null check (
    kind in (
      'bet', 'win', 'rollback', 'jackpot_contribution', 'jackpot_award', 'jackpot_seed',
      'demo_grant', 'deposit', 'withdrawal', 'bonus_grant', 'bonus_conversion', 'correction'
    )
  ),
  -- What the money is for: a round id, a cashier request id...
  reference text,
  idempotency_key text not null unique,
  status text not null check (status in ('pending', 'posted', 'voided')),
  created_at timestamptz not null default now(),
  posted_at timestamptz,
  voided_at timestamptz,
  check (debit_account_id <> credit_account_id),
  check ((status = 'posted') = (posted_at is not null)),
  check ((status = 'voided') = (voided_at is not null))
);
create index ledger_transfers_debit on ledger_transfers (debit_account_id);
create index ledger_transfers_credit on ledger_transfers (credit_account_id);
create index ledger_transfers_reference on ledger_transfers (reference);

-- A transfer is a fact: it is never deleted and only a pending one may change, once, to
-- posted or voided. Mistakes are fixed by a new 'correction' transfer.
create function ledger_transfers_immutable() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'ledger transfers are immutable';
  end if;
  if old.status <> 'pending' or new.status = 'pending'
     or new.id <> old.id or new.debit_account_id <> old.debit_account_id
     or new.credit_account_id <> old.credit_account_id or new.amount <> old.amount
     or new.kind <> old.kind or new.reference is distinct from old.reference
     or new.idempotency_key <> old.idempotency_key or new.created_at <> old.created_at then
    raise exception 'ledger transfers are immutable';
  end if;
  return new;
end
$$;
create trigger ledger_transfers_immutable before update or delete on ledger_transfers
  for each row execute function ledger_transfers_immutable();

insert into ledger_accounts (kind, owner, allow_negative) values
  ('house', '', true),
  ('deposit_clearing', '', true),
  ('withdrawal_clearing', '', true),
  ('jackpot', 'mini', false),
  ('jackpot', 'major', false),
  ('jackpot', 'grand', false);
-- Game play settles against 16 house accounts, one per player id modulo 16 (see
-- src/wallet/accounts.ts), so that concurrent players do not queue on one row.
insert into ledger_accounts (kind, owner, allow_negative)
  select 'house', 'shard-' || n, true from generate_series(0, 15) as n;

-- Game studios that settle through our seamless wallet. The secret signs their requests
-- (HMAC-SHA256 of the raw body); 'lale' is the in-house studio, called in-process.
create table wallet_providers (
  code text primary key,
  name text not null,
  secret text not null,
  active boolean not null default true,
  created_at timestamptz not null default now()
);
insert into wallet_providers (code, name, secret) values
  ('lale', 'Lale Studio', md5(random()::text) || md5(random()::text));

-- A launch handed to a provider: it exchanges the token at authenticate. Bets need the
-- session alive; wins and rollbacks are accepted after it expired.
create table provider_sessions (
  token_hash text primary key,
  provider text not null references wallet_providers (code),
  user_id integer not null references users (id) on delete cascade,
  game_id text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index provider_sessions_user on provider_sessions (user_id, expires_at);

-- Rounds as the wallet sees them; the studio keeps its own record of the outcome.
create table wallet_rounds (
  provider text not null references wallet_providers (code),
  round_id text not null,
  user_id integer not null references users (id),
  game_id text not null,
  status text not null check (status in ('open', 'closed')),
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  primary key (provider, round_id)
);

-- Every provider call that moves (or refuses to move) money, keyed by the provider's own
-- transaction id: a replay finds the row and gets the stored first answer. A rollback of a
-- bet we never saw leaves a 'cancelled' bet row so that the late bet is refused.
create table wallet_transactions (
  provider text not null references wallet_providers (code),
  transaction_id text not null,
  kind text not null check (kind in ('bet', 'win', 'rollback')),
  user_id integer not null references users (id),
  round_id text,
  game_id text,
  amount bigint not null check (amount >= 0),
  rolled_back_transaction_id text,
  status text not null check (status in ('done', 'rolled_back', 'cancelled')),
  transfer_id uuid references ledger_transfers (id),
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (provider, transaction_id)
);
create index wallet_transactions_round on wallet_transactions (provider, round_id);
