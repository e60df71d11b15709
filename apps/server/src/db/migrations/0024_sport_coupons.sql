-- The players' sportsbook coupons (domains/sportsbook/coupons): one row per coupon and one per
-- leg, at the odds taken. A coupon is one seamless wallet round `coupon:<id>` of the in-house
-- provider: its stake is the round's bet, its settlement or cash-out the round's win.
create table sport_coupons (
  id bigserial primary key,
  user_id integer not null references users (id),
  -- The slip submission's key: a retry with it answers the first placement.
  request_key text,
  kind text not null check (kind in ('single', 'combination', 'system')),
  -- System sizes ([2] for 2/3); empty for singles and combinations.
  sizes jsonb not null default '[]',
  stake_per_line bigint not null check (stake_per_line > 0),
  line_count integer not null check (line_count > 0),
  total_stake bigint not null check (total_stake > 0),
  -- The cap on what the coupon pays, as the limit stood when it was placed.
  max_payout bigint not null check (max_payout > 0),
  -- What it pays if every leg wins, at placement.
  possible_payout bigint not null check (possible_payout >= 0),
  accept_odds_changes text not null check (accept_odds_changes in ('none', 'higher', 'any')),
  outcome text not null default 'open'
    check (outcome in ('open', 'won', 'lost', 'void', 'cashed_out')),
  -- Kuruş paid when it closed (stake included; the cash-out amount for a cashed-out coupon).
  payout bigint not null default 0 check (payout >= 0),
  cash_out_amount bigint check (cash_out_amount > 0),
  -- The cash-out submission's key: a retry with it answers the first cash-out.
  cash_out_request_key text,
  created_at timestamptz not null,
  settled_at timestamptz,
  unique (user_id, request_key)
);
-- The player's bet history, newest first.
create index sport_coupons_history on sport_coupons (user_id, created_at desc, id desc);
-- The recovery sweep's open coupons.
create index sport_coupons_open on sport_coupons (id) where outcome = 'open';

create table sport_coupon_legs (
  coupon_id bigint not null references sport_coupons (id),
  leg_index smallint not null check (leg_index >= 0),
  event_id bigint not null references sport_events (id),
  market_key text not null,
  selection text not null,
  odds integer not null check (odds between 101 and 100000),
  -- Null until the leg's market (or event) is decided.
  outcome text check (outcome in ('win', 'lose', 'void', 'half_win', 'half_lose')),
  primary key (coupon_id, leg_index)
);
-- The undecided legs of an event, for its settlement.
create index sport_coupon_legs_open_by_event on sport_coupon_legs (event_id, coupon_id)
  where outcome is null;
