-- The dice room (domains/games/dice): one shared room whose rounds the round machine runs
-- (platform/rounds). Each round has its own server seed, whose SHA-256 is published when betting
-- opens; the seed is revealed with the result, so anyone recomputes the two dice
-- (@lale/games/dice rollDice(seed, client seed, round number)).
create table dice_rounds (
  id uuid primary key,
  room text not null,
  round_number integer not null check (round_number > 0),
  -- Secret until the round is settled.
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  phase text not null check (phase in ('betting', 'rolling', 'settled')),
  opened_at timestamptz not null,
  -- Bets are taken until closes_at; the dice are shown rolling until settles_at, then paid.
  closes_at timestamptz not null,
  settles_at timestamptz not null,
  die_one smallint check (die_one between 1 and 6),
  die_two smallint check (die_two between 1 and 6),
  settled_at timestamptz,
  unique (room, round_number),
  check ((phase = 'betting') = (die_one is null) and (die_one is null) = (die_two is null))
);
create index dice_rounds_latest on dice_rounds (room, round_number desc);

-- One bet of a player on a round; its money is the wallet round 'dice:<id>' (a bet when placed,
-- a win of the payout or 0 when the round settles).
create table dice_bets (
  id uuid primary key,
  round_id uuid not null references dice_rounds (id),
  user_id integer not null references users (id) on delete cascade,
  game_key text not null,
  pick text not null,
  stake bigint not null check (stake > 0),
  -- The published odds taken, hundredths, the stake included.
  odds integer not null check (odds > 100),
  status text not null check (status in ('open', 'won', 'lost')),
  payout bigint not null default 0 check (payout >= 0),
  -- A retried request answers the first bet and charges nothing.
  request_id uuid not null,
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (user_id, request_id)
);
create index dice_bets_of_round on dice_bets (round_id) where status = 'open';
create index dice_bets_of_player on dice_bets (user_id, game_key, created_at desc);
