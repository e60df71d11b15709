-- 90-ball bingo and sound bingo (domains/games/bingo): rooms sell tickets for scheduled games.
-- A game's server seed stays secret until it finishes; its SHA-256 is published when sales
-- open, and the call order follows from it (packages/games/src/bingo/calls.ts).
create table bingo_games (
  id uuid primary key,
  room text not null,
  game_number integer not null,
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  phase text not null check (phase in ('selling', 'calling', 'finished', 'void')),
  sales_end_at timestamptz not null,
  -- Balls called so far; the leader moves it on by one, conditionally, so a call happens once.
  calls integer not null default 0 check (calls between 0 and 90),
  next_call_at timestamptz,
  -- The pool, fixed when sales close (the sum of the game's purchases).
  stakes bigint not null default 0,
  created_at timestamptz not null,
  finished_at timestamptz,
  unique (room, game_number)
);
create index bingo_games_room on bingo_games (room, game_number desc);

-- One request to buy tickets: one wallet bet of count × price.
create table bingo_purchases (
  id uuid primary key,
  game_id uuid not null references bingo_games (id),
  user_id integer not null references users (id),
  game_key text not null,
  count smallint not null check (count > 0),
  amount bigint not null check (amount > 0),
  request_id uuid not null,
  created_at timestamptz not null,
  unique (user_id, request_id)
);
create index bingo_purchases_game on bingo_purchases (game_id, user_id);

-- seq orders tickets by purchase: a tie's remainder kuruş go to the earliest bought.
create table bingo_tickets (
  id uuid primary key,
  seq bigserial not null,
  game_id uuid not null references bingo_games (id),
  purchase_id uuid not null references bingo_purchases (id),
  user_id integer not null references users (id),
  player text not null,
  seed text not null,
  numbers jsonb not null
);
create index bingo_tickets_game on bingo_tickets (game_id, seq);
create index bingo_tickets_player on bingo_tickets (user_id, game_id);

-- What each winning ticket was paid, once per stage (the jackpot is a stage of its own).
create table bingo_prizes (
  game_id uuid not null references bingo_games (id),
  stage text not null check (stage in ('line', 'two-lines', 'full-house', 'jackpot')),
  ticket_id uuid not null references bingo_tickets (id),
  user_id integer not null references users (id),
  player text not null,
  call integer not null,
  amount bigint not null check (amount >= 0),
  paid_at timestamptz not null,
  primary key (game_id, stage, ticket_id)
);
create index bingo_prizes_player on bingo_prizes (user_id, game_id);

-- The rooms' chat, kept short: a newcomer sees the last lines.
create table bingo_chat (
  id uuid primary key,
  room text not null,
  user_id integer not null references users (id),
  player text not null,
  text text not null,
  created_at timestamptz not null
);
create index bingo_chat_room on bingo_chat (room, created_at desc);

-- Each room's progressive jackpot is a ledger account fed by the games' contributions.
insert into ledger_accounts (kind, owner, allow_negative) values
  ('jackpot', 'bingo-cheap', false),
  ('jackpot', 'bingo-standard', false),
  ('jackpot', 'bingo-premium', false);
