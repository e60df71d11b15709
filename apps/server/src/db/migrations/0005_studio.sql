-- The in-house studio: provably fair seed pairs, game sessions opened from launch tokens,
-- rounds with their outcomes, and resumable blackjack hands.

-- A player's seeds. The server seed stays secret until the pair is rotated (revealed_at);
-- its SHA-256 is shown before play. next_nonce is locked and bumped by every round.
create table studio_seed_pairs (
  id bigserial primary key,
  user_id integer not null references users (id) on delete cascade,
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text not null check (length(client_seed) between 1 and 64),
  next_nonce bigint not null default 0 check (next_nonce >= 0),
  active boolean not null default true,
  created_at timestamptz not null,
  revealed_at timestamptz,
  check (active = (revealed_at is null))
);
create unique index studio_seed_pairs_one_active on studio_seed_pairs (user_id) where active;
create index studio_seed_pairs_hash on studio_seed_pairs (server_seed_hash);

-- A game page's session, from a redeemed launch token; only the token's SHA-256 is kept.
-- It lives while the site session that launched it lives, and at most until expires_at.
create table studio_game_sessions (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  site_session_id text not null references sessions (public_id) on delete cascade,
  launch_kind text not null check (launch_kind in ('casino', 'livecasino', 'virtual')),
  catalogue_id integer not null,
  engine_id text not null,
  engine_model text not null,
  lang text not null check (lang in ('tr', 'en')),
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index studio_game_sessions_user on studio_game_sessions (user_id, expires_at);

-- One paid round. game_key is '<launch kind>:<catalogue id>' (a game or a live table).
-- request_id is the client's id of the spin or deal: a retry finds the first round.
create table studio_rounds (
  id uuid primary key,
  user_id integer not null references users (id) on delete cascade,
  game_key text not null,
  engine_id text not null,
  engine_model text not null,
  request_id text not null,
  stake bigint not null check (stake > 0),
  win bigint not null default 0 check (win >= 0),
  balance_before bigint not null,
  balance_after bigint,
  seed_pair_id bigint not null references studio_seed_pairs (id),
  server_seed_hash text not null,
  client_seed text not null,
  nonce bigint not null,
  outcome jsonb not null,
  status text not null check (status in ('open', 'settled', 'refunded')),
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (user_id, request_id),
  unique (seed_pair_id, nonce)
);
create index studio_rounds_player_game on studio_rounds (user_id, game_key, created_at desc);
create index studio_rounds_player on studio_rounds (user_id, created_at desc);

-- The hand behind a blackjack round as packages/games' JSON state, written after every
-- action. bets_placed counts the wallet bets of the round (deal, doubles, splits, insurance).
create table studio_blackjack_hands (
  round_id uuid primary key references studio_rounds (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  game_key text not null,
  state jsonb not null,
  wagered bigint not null check (wagered > 0),
  bets_placed integer not null check (bets_placed > 0),
  open boolean not null default true,
  updated_at timestamptz not null
);
create unique index studio_blackjack_hands_one_open on studio_blackjack_hands (user_id, game_key)
  where open;
create index studio_blackjack_hands_idle on studio_blackjack_hands (updated_at) where open;

-- Blackjack actions already applied, by the client's request id: a retry gets the same reply.
create table studio_hand_actions (
  user_id integer not null references users (id) on delete cascade,
  request_id text not null,
  round_id uuid not null references studio_rounds (id) on delete cascade,
  reply jsonb not null,
  created_at timestamptz not null,
  primary key (user_id, request_id)
);
