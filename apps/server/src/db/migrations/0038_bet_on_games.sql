-- Bet On Games (domains/games/bet-on-games): a scheduled draw of 7 balls of 42 and one card per
-- room. Each draw has its own server seed, whose SHA-256 is published when betting opens; the
-- seed itself is revealed with the draw, so anyone can recompute it (@lale/games/bet-on-games).
create table bet_on_games_draws (
  id uuid primary key,
  room text not null,
  draw_number integer not null check (draw_number > 0),
  -- Secret until the phase leaves 'betting'.
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  phase text not null check (phase in ('betting', 'drawing', 'settled')),
  opened_at timestamptz not null,
  closes_at timestamptz not null,
  draws_at timestamptz not null,
  -- The reveal ends here (ball by ball, then the card) and the bets are paid.
  settles_at timestamptz not null,
  balls integer[],
  card integer check (card between 0 and 51),
  settled_at timestamptz,
  unique (room, draw_number)
);
create index bet_on_games_draws_latest on bet_on_games_draws (room, draw_number desc);

-- One pick of a player on a draw; its money is the wallet round 'bet-on-games:<id>' (a bet when
-- placed, a win of the payout or 0 when the draw settles).
create table bet_on_games_bets (
  id uuid primary key,
  draw_id uuid not null references bet_on_games_draws (id),
  user_id integer not null references users (id) on delete cascade,
  game_key text not null,
  bet_type text not null,
  selection text not null,
  stake bigint not null check (stake > 0),
  -- The published odds taken, hundredths, the stake included.
  odds integer not null check (odds > 100),
  status text not null check (status in ('open', 'won', 'lost')),
  payout bigint not null default 0 check (payout >= 0),
  -- A slip of picks shares its request id; a retried slip answers the first.
  request_id uuid not null,
  slip_index smallint not null,
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (user_id, request_id, slip_index)
);
create index bet_on_games_bets_of_draw on bet_on_games_bets (draw_id) where status = 'open';
create index bet_on_games_bets_of_player on bet_on_games_bets (user_id, game_key, created_at desc);
