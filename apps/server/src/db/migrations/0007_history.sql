-- The player's account history (SPEC §3 "history rows", finance list_transactions): a read
-- model written in the same transaction as the money it describes. Game movements come from
-- ledger transfers; deposits and withdrawals from the cashier's requests, whose row follows
-- the request from New to Confirmed or Canceled. Money itself lives only in the ledger.
create table player_transactions (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  -- 1 games, 2 finance (deposits and withdrawals), 3 bonus, 4 account (grants, corrections).
  category_id smallint not null check (category_id between 1 and 4),
  -- What moved: 1 deposit, 2 withdrawal, 3 bet, 4 win, 5 refund, 6 jackpot, 7 bonus,
  -- 8 correction, 9 welcome credit.
  type_id smallint not null check (type_id between 1 and 9),
  -- 1001 New, 1002 Processing, 1003 Confirmed, 1004 Canceled.
  status smallint not null check (status in (1001, 1002, 1003, 1004)),
  amount bigint not null check (amount >= 0),
  -- +1 money in, -1 money out.
  direction smallint not null check (direction in (-1, 1)),
  previous_balance bigint,
  last_balance bigint,
  method text not null default '',
  -- What the method column names, resolved in the reader's language: a game ('casino:123',
  -- 'livecasino:7') or a cash method ('cash-method:3').
  label_key text,
  reference_code text not null,
  operation_id text not null,
  notes text,
  -- Where the row comes from ('transfer:<uuid>', 'cashier:<id>'): writing it twice is a no-op.
  source text not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index player_transactions_by_date
  on player_transactions (user_id, created_at desc, id desc);
create index player_transactions_by_category
  on player_transactions (user_id, category_id, created_at desc, id desc);

-- How many rows each player has per Turkish calendar day and category. A page deep in a long
-- history is found by walking these day counts (a few hundred rows) instead of skipping
-- tens of thousands of index entries, and a window's total is their sum. Kept by a trigger,
-- so that every writer keeps it right. Turkey is UTC+3 all year.
create table player_transaction_days (
  user_id integer not null references users (id) on delete cascade,
  category_id smallint not null,
  day date not null,
  row_count integer not null,
  primary key (user_id, category_id, day)
);

create function player_transaction_days_count() returns trigger language plpgsql as $$
begin
  insert into player_transaction_days (user_id, category_id, day, row_count)
  values (new.user_id, new.category_id, ((new.created_at at time zone 'UTC') + interval '3 hours')::date, 1)
  on conflict (user_id, category_id, day) do update
    set row_count = player_transaction_days.row_count + 1;
  return new;
end
$$;
create trigger player_transaction_days_count after insert on player_transactions
  for each row execute function player_transaction_days_count();

-- A history row never moves to another player, day or category (the day counts rely on it);
-- status and balances may change as a cashier request moves on.
create function player_transactions_fixed() returns trigger language plpgsql as $$
begin
  if new.user_id <> old.user_id or new.category_id <> old.category_id
     or new.created_at <> old.created_at then
    raise exception 'history rows keep their player, category and date';
  end if;
  return new;
end
$$;
create trigger player_transactions_fixed before update on player_transactions
  for each row execute function player_transactions_fixed();

-- Messages to every player (crm list_mass_messages), shown among the notifications.
create table mass_messages (
  id serial primary key,
  title jsonb not null,
  body jsonb not null,
  published_at timestamptz not null,
  expires_at timestamptz,
  active boolean not null default true
);
create index mass_messages_published on mass_messages (published_at desc) where active;
