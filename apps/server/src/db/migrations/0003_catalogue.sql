-- The game catalogue: providers, lobby categories, casino games, live tables, virtual games,
-- the players' favourites and one-time launch tokens.
-- Trigrams make part-of-word search ('%eker%') an index lookup instead of a scan.
create extension if not exists pg_trgm;

create table providers (
  id integer primary key,
  name text not null,
  slug text not null unique check (slug ~ '^[a-z0-9-]{2,60}$'),
  logo text not null,
  -- SPEC §6: a session with rid 20 lists only the live providers of status 2.
  live_status smallint not null default 1 check (live_status in (1, 2)),
  enabled boolean not null default true,
  sort_order integer not null default 0
);

-- Lobby shelves. Casino ids follow SPEC §9 (27 most popular, 94 popular of the day...).
create table game_categories (
  id integer primary key,
  kind text not null check (kind in ('casino', 'live')),
  slug text not null,
  name jsonb not null,
  enabled boolean not null default true,
  sort_order integer not null default 0,
  unique (kind, slug)
);

-- Names are {"tr", "en"}; search_name is foldTurkish(tr + ' ' + en), written by the
-- application, so 'SEKER' finds 'Şeker' and 'istanbul' finds 'İstanbul'.
-- Money in kuruş; RTP in basis points. engine_id/engine_model wire the game to the studio.
create table games (
  id integer primary key,
  provider_id integer not null references providers (id),
  name jsonb not null,
  search_name text not null,
  type text not null check (type in ('slot', 'table', 'scratch', 'crash')),
  theme text not null,
  thumbnail text not null,
  rtp_bp integer not null check (rtp_bp between 5000 and 9999),
  volatility text not null check (volatility in ('low', 'medium', 'high')),
  min_bet bigint not null check (min_bet > 0),
  max_bet bigint not null,
  is_new boolean not null default false,
  is_hot boolean not null default false,
  has_jackpot boolean not null default false,
  has_buy_feature boolean not null default false,
  enabled boolean not null default true,
  sort_order integer not null default 0,
  engine_id text not null,
  engine_model text not null,
  check (max_bet >= min_bet)
);
create index games_listing on games (sort_order, id) where enabled;
create index games_by_provider on games (provider_id, sort_order, id) where enabled;
create index games_by_type on games (type, sort_order, id) where enabled;
create index games_search on games using gin (search_name gin_trgm_ops);

-- A game on a category page, at the operator's position.
create table game_category_games (
  category_id integer not null references game_categories (id) on delete cascade,
  game_id integer not null references games (id) on delete cascade,
  position integer not null,
  primary key (category_id, game_id)
);
create index game_category_games_page on game_category_games (category_id, position, game_id);
create index game_category_games_game on game_category_games (game_id);

-- Opening hours are minutes after midnight, Turkey time (UTC+3 all year); equal values mean
-- open round the clock, and closes < opens spans midnight.
create table live_tables (
  id integer primary key,
  provider_id integer not null references providers (id),
  category_id integer not null references game_categories (id),
  name jsonb not null,
  search_name text not null,
  type text not null check (type in ('roulette', 'blackjack', 'baccarat', 'game-show', 'poker')),
  thumbnail text not null,
  min_bet bigint not null check (min_bet > 0),
  max_bet bigint not null,
  opens_minute smallint not null default 0 check (opens_minute between 0 and 1439),
  closes_minute smallint not null default 0 check (closes_minute between 0 and 1439),
  enabled boolean not null default true,
  sort_order integer not null default 0,
  engine_id text not null,
  engine_model text not null,
  check (max_bet >= min_bet)
);
create index live_tables_listing on live_tables (sort_order, id) where enabled;
create index live_tables_by_category on live_tables (category_id, sort_order, id) where enabled;
create index live_tables_by_provider on live_tables (provider_id, sort_order, id) where enabled;
create index live_tables_search on live_tables using gin (search_name gin_trgm_ops);

-- Virtual sports of a virtual provider, launched by provider and type.
create table virtual_games (
  id integer primary key,
  provider_id integer not null references providers (id),
  type text not null,
  name jsonb not null,
  enabled boolean not null default true,
  sort_order integer not null default 0,
  engine_id text not null,
  engine_model text not null,
  unique (provider_id, type)
);

create table favorite_games (
  user_id integer not null references users (id) on delete cascade,
  game_id integer not null references games (id) on delete cascade,
  created_at timestamptz not null,
  primary key (user_id, game_id)
);

create table favorite_tables (
  user_id integer not null references users (id) on delete cascade,
  table_id integer not null references live_tables (id) on delete cascade,
  created_at timestamptz not null,
  primary key (user_id, table_id)
);

-- A one-time ticket from init_game to the game page, bound to player, session and game.
-- Only its SHA-256 is stored.
create table launch_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id integer not null references users (id) on delete cascade,
  session_id text not null references sessions (public_id) on delete cascade,
  kind text not null check (kind in ('casino', 'livecasino', 'virtual')),
  game_id integer references games (id) on delete cascade,
  table_id integer references live_tables (id) on delete cascade,
  virtual_game_id integer references virtual_games (id) on delete cascade,
  engine_id text not null,
  engine_model text not null,
  lang text not null,
  is_mobile boolean not null default false,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  check ((kind = 'casino') = (game_id is not null)),
  check ((kind = 'livecasino') = (table_id is not null)),
  check ((kind = 'virtual') = (virtual_game_id is not null))
);
create index launch_tokens_user on launch_tokens (user_id, expires_at);
