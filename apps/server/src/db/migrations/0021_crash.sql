-- Crash games (domains/games/crash): shared rounds per room, provably fair by a hash chain.
-- A chain's secret never leaves the server; its commitment is published before its first
-- round, and each round's game hash is revealed when the round crashes.
create table crash_chains (
  id serial primary key,
  room text not null,
  salt text not null,
  secret text not null,
  length integer not null check (length > 0),
  commitment text not null,
  created_at timestamptz not null
);
create index crash_chains_room on crash_chains (room, id desc);

create table crash_rounds (
  id uuid primary key,
  room text not null,
  chain_id integer not null references crash_chains (id),
  round_number integer not null,
  previous_hash text not null,
  -- Secret until the crash: never sent before phase = 'crashed'.
  game_hash text not null,
  crash_point integer not null check (crash_point >= 100),
  phase text not null check (phase in ('betting', 'flying', 'crashed')),
  betting_ends_at timestamptz not null,
  started_at timestamptz,
  crashes_at timestamptz,
  -- Every riding bet is cashed out here at the latest: the round's payouts stay under its cap.
  forced_cashout integer,
  crashed_at timestamptz,
  settled_at timestamptz,
  unique (chain_id, round_number)
);
create index crash_rounds_room on crash_rounds (room, round_number desc);
create index crash_rounds_unsettled on crash_rounds (room) where settled_at is null;

create table crash_bets (
  id uuid primary key,
  round_id uuid not null references crash_rounds (id),
  room text not null,
  user_id integer not null references users (id),
  player text not null,
  slot smallint not null check (slot in (0, 1)),
  stake bigint not null check (stake > 0),
  -- Spaceman bets ride as two halves (legs), so half of one can be cashed out on its own.
  legs smallint not null check (legs in (1, 2)),
  auto_cashout integer,
  riding bigint not null,
  cashouts jsonb not null default '[]',
  payout bigint not null default 0,
  status text not null check (status in ('open', 'cashed_out', 'partly_cashed_out', 'lost', 'refunded')),
  request_id uuid not null,
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (round_id, user_id, slot),
  unique (user_id, request_id)
);
create index crash_bets_round on crash_bets (round_id);
create index crash_bets_player on crash_bets (user_id, created_at desc);

-- The high-earnings feed: big wins across every game, newest first.
create table big_wins (
  id bigserial primary key,
  user_id integer not null references users (id),
  player text not null,
  game_id text not null,
  game_name jsonb not null,
  multiplier integer not null,
  amount bigint not null,
  source text not null unique,
  created_at timestamptz not null
);
create index big_wins_recent on big_wins (created_at desc);

-- Crash games seeded before the crash engine existed fly Zeplin's maths, two of them renamed
-- to the games players know (fresh databases are seeded so).
update games set engine_model = 'zeplin' where engine_id = 'crash' and engine_model = 'classic';
update games set name = '{"tr": "Zeplin", "en": "Zeplin"}', search_name = 'zeplin zeplin'
  where engine_id = 'crash' and name ->> 'en' = 'Airship Tour';
update games set name = '{"tr": "Spaceman", "en": "Spaceman"}', search_name = 'spaceman spaceman',
    engine_model = 'spaceman', rtp_bp = 9650
  where engine_id = 'crash' and name ->> 'en' = 'Comet Run';
