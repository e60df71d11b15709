-- Live tables become shared rooms (issue 14). Each table names the game its room plays: until
-- now baccarat and poker tables were launched on the blackjack engine and game shows on
-- roulette. 'Auto Roulette' tables run the dealerless shorter cycle; every other baccarat
-- table (even ids) deals without commission.
update live_tables set engine_id = 'live', engine_model = case
  when type = 'roulette' and name ->> 'en' like '%Auto Roulette%' then 'auto-roulette'
  when type = 'roulette' then 'roulette'
  when type = 'baccarat' and id % 2 = 0 then 'no-commission-baccarat'
  when type = 'baccarat' then 'baccarat'
  when type = 'blackjack' then 'blackjack'
  when type = 'game-show' then 'money-wheel'
  else 'casino-holdem' end;

-- One round of a table. Only the table's leader (platform/scheduler) moves `phase` on, each
-- step once (conditional updates); players' blackjack and hold'em decisions change `state`
-- under the row's lock. The server seed is fresh per round: its SHA-256 is shown from the
-- betting window on, the seed itself once the round is over. The round's stream is
-- HMAC-SHA256(server_seed, client_seed:round_number:cursor).
create table live_table_rounds (
  id uuid primary key,
  table_id integer not null references live_tables (id) on delete cascade,
  round_number integer not null check (round_number >= 0),
  kind text not null,
  phase text not null
    check (phase in ('betting', 'closed', 'draw', 'decision', 'result', 'cancelled')),
  phase_ends_at timestamptz not null,
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text not null,
  -- The engine's round (a blackjack table, a hold'em deal): secret parts included.
  state jsonb,
  -- What watchers may see of the result so far.
  result jsonb,
  opened_at timestamptz not null,
  betting_ends_at timestamptz not null,
  settled_at timestamptz,
  unique (table_id, round_number)
);

-- A player's part of one round: their bets as sent, what the wallet has taken (`wallet_bets`
-- numbers the seamless bets of the wallet round 'live:<id>'), and the payout.
create table live_table_stakes (
  id uuid primary key,
  round_id uuid not null references live_table_rounds (id) on delete cascade,
  table_id integer not null,
  user_id integer not null references users (id) on delete cascade,
  player text not null,
  bets jsonb not null,
  staked bigint not null default 0 check (staked >= 0),
  wallet_bets integer not null default 0 check (wallet_bets >= 0),
  win bigint check (win >= 0),
  balance_before bigint not null,
  balance_after bigint,
  status text not null default 'open' check (status in ('open', 'settled', 'refunded')),
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (round_id, user_id)
);
create index live_table_stakes_player on live_table_stakes (user_id, created_at desc);
create index live_table_stakes_open on live_table_stakes (round_id) where status = 'open';

-- Blackjack seats taken for a round: one player per seat, one seat per player.
create table live_table_seats (
  round_id uuid not null references live_table_rounds (id) on delete cascade,
  seat smallint not null check (seat between 0 and 6),
  user_id integer not null references users (id) on delete cascade,
  primary key (round_id, seat),
  unique (round_id, user_id)
);

-- Requests already answered, by the client's id: a retry gets the first reply.
create table live_table_requests (
  user_id integer not null references users (id) on delete cascade,
  request_id text not null,
  round_id uuid not null references live_table_rounds (id) on delete cascade,
  reply jsonb not null,
  created_at timestamptz not null,
  primary key (user_id, request_id)
);

-- Who watches which table, per server process: each process writes its own live-channel
-- watcher counts every few seconds; a row not refreshed for 10 s no longer counts.
create table live_table_presence (
  process text not null,
  table_id integer not null,
  watchers integer not null check (watchers >= 0),
  seen_at timestamptz not null,
  primary key (process, table_id)
);
create index live_table_presence_fresh on live_table_presence (seen_at);
