-- The sportsbook (domains/sportsbook): leagues and teams with ratings, events generated into a
-- rolling 7-day calendar and priced by @lale/games/sports, their markets with the current odds,
-- the operator's margins, and the players' coupons. Odds are integer hundredths, money kuruş.
create table sport_leagues (
  id integer primary key,
  sport text not null check (sport in ('football', 'basketball', 'tennis', 'volleyball')),
  country_code text not null,
  name_tr text not null,
  name_en text not null,
  top boolean not null default false,
  sort integer not null default 0,
  -- Calendar rules for the fixture generator (match days, kick-off times, model parameters).
  settings jsonb not null default '{}'
);

create table sport_teams (
  id integer primary key,
  league_id integer not null references sport_leagues (id),
  name text not null,
  -- Strengths the model prices from: attack/defence (football), offence/defence (basketball),
  -- serve (tennis), rally (volleyball).
  ratings jsonb not null,
  unique (league_id, name)
);

create table sport_events (
  id bigserial primary key,
  league_id integer not null references sport_leagues (id),
  sport text not null,
  home_team_id integer not null references sport_teams (id),
  away_team_id integer not null references sport_teams (id),
  starts_at timestamptz not null,
  state text not null check (state in ('scheduled', 'live', 'finished', 'void')),
  -- The pricing model's parameters, frozen when the event is created.
  model jsonb not null,
  -- Provably fair: the result is drawn from HMAC(server_seed, client_seed:nonce); the hash is
  -- public from creation, the seed once the event is finished.
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  -- Where an event in play stands (seconds played, score, period), and its incidents.
  live jsonb,
  incidents jsonb not null default '[]',
  -- The result as @lale/games/sports settles it, once finished.
  result jsonb,
  result_text text,
  -- Betting stopped on the whole event: after a goal until this time, or by an operator.
  suspended_until timestamptz,
  operator_suspended boolean not null default false,
  max_stake bigint check (max_stake > 0),
  version integer not null default 0,
  finished_at timestamptz,
  settled_at timestamptz,
  created_at timestamptz not null,
  unique (league_id, home_team_id, starts_at)
);
create index sport_events_calendar on sport_events (state, starts_at);
create index sport_events_league on sport_events (league_id, starts_at);
-- list_results: finished events, newest first.
create index sport_events_results on sport_events (finished_at desc) where state = 'finished';

create table sport_markets (
  event_id bigint not null references sport_events (id),
  market_key text not null,
  type text not null,
  line numeric,
  state text not null check (state in ('open', 'suspended', 'settled', 'void')),
  operator_suspended boolean not null default false,
  -- { selection: hundredths or null } as offered now.
  odds jsonb not null,
  -- { selection: win | lose | void | half_win | half_lose } once settled.
  outcomes jsonb,
  sort integer not null default 0,
  primary key (event_id, market_key)
);

create table sport_margins (
  market_type text primary key,
  basis_points integer not null check (basis_points between 0 and 5000),
  updated_at timestamptz not null
);
