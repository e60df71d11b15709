-- A placement checks that the legs' events and markets are as it priced them by their version
-- numbers (domains/sportsbook/coupons/README.md, "Placement"), instead of recomputing their
-- state with its team joins and comparing its md5: the server can then price from the rows it
-- read for earlier placements, and send sport_place_coupon as the only statement.

-- Every change of an event or a market makes a new version, whoever writes it: the writers that
-- bump sport_events.version themselves keep doing so (one bump per statement), a market's is
-- bumped here only. An update that changes nothing keeps the version (the rows are compared
-- whole: a column added later needs a type with equality, as jsonb has and json has not).
alter table sport_markets add column version integer not null default 0;

create function sport_events_version() returns trigger language plpgsql as $$
begin
  if new.version = old.version then new.version := old.version + 1; end if;
  return new;
end $$;
create trigger sport_events_version before update on sport_events
  for each row when (old.* is distinct from new.*) execute function sport_events_version();

create function sport_markets_version() returns trigger language plpgsql as $$
begin
  new.version := old.version + 1;
  return new;
end $$;
create trigger sport_markets_version before update on sport_markets
  for each row when (old.* is distinct from new.*) execute function sport_markets_version();

-- The legs' state as 0026 reads it, with each event's and market's version.
create or replace function sport_coupon_state(p_legs jsonb) returns jsonb language plpgsql
stable as $$
declare
  v_ids bigint[];
  v_keys text[];
begin
  select array_agg((l ->> 'eventId')::bigint), array_agg(l ->> 'marketKey') into v_ids, v_keys
    from jsonb_array_elements(p_legs) l;
  return jsonb_build_object(
    'events', coalesce((
      select jsonb_agg(jsonb_build_object('id', e.id::text, 'version', e.version,
          'sport', e.sport, 'state', e.state, 'suspended_until', e.suspended_until,
          'operator_suspended', e.operator_suspended, 'max_stake', e.max_stake,
          'starts_at', e.starts_at, 'result_text', e.result_text, 'live', e.live,
          'home', h.name, 'away', a.name) order by e.id)
        from sport_events e
        join sport_teams h on h.id = e.home_team_id
        join sport_teams a on a.id = e.away_team_id
        where e.id = any(v_ids)), '[]'),
    'markets', coalesce((
      select jsonb_agg(jsonb_build_object('event_id', m.event_id::text,
          'market_key', m.market_key, 'version', m.version, 'type', m.type, 'state', m.state,
          'operator_suspended', m.operator_suspended, 'odds', m.odds, 'outcomes', m.outcomes)
          order by m.event_id, m.market_key)
        from sport_markets m
        where m.event_id = any(v_ids) and m.market_key = any(v_keys)
          and p_legs @> jsonb_build_array(jsonb_build_object('eventId', m.event_id::text,
            'marketKey', m.market_key))), '[]'));
end $$;

-- 0026's placement, checked by versions. p_versions: {"events": {"<id>": version},
-- "markets": {"<event id>|<market key>": version}}, the versions of the state the TypeScript
-- priced. Returns as 0026's did, except that a moved state comes without a stamp:
--   {"replay": id}, {"moved": state} (nothing written), or {"id": id, "bet": answer}.
drop function sport_place_coupon(jsonb, jsonb, text, jsonb);
create function sport_place_coupon(
  p_coupon jsonb, p_legs jsonb, p_versions jsonb, p_bet jsonb
) returns jsonb language plpgsql as $$
declare
  v_id bigint;
  v_ids bigint[];
  v_keys text[];
  v_events jsonb;
  v_markets jsonb;
  v_bet jsonb;
begin
  -- Idempotency first: a retry answers the first placement whatever the prices do since.
  insert into sport_coupons (id, user_id, request_key, kind, sizes, stake_per_line, line_count,
      total_stake, max_payout, possible_payout, accept_odds_changes, created_at)
    values ((p_coupon ->> 'id')::bigint, (p_coupon ->> 'userId')::integer,
      p_coupon ->> 'requestKey', p_coupon ->> 'kind', p_coupon -> 'sizes',
      (p_coupon ->> 'stakePerLine')::bigint, (p_coupon ->> 'lineCount')::integer,
      (p_coupon ->> 'totalStake')::bigint, (p_coupon ->> 'maxPayout')::bigint,
      (p_coupon ->> 'possiblePayout')::bigint, p_coupon ->> 'acceptOddsChanges',
      (p_coupon ->> 'createdAt')::timestamptz)
    on conflict (user_id, request_key) do nothing
    returning id into v_id;
  if v_id is null then
    select id into v_id from sport_coupons
      where user_id = (p_coupon ->> 'userId')::integer and request_key = p_coupon ->> 'requestKey';
    return jsonb_build_object('replay', v_id);
  end if;
  -- The locks of 0026, in its order (events by id, then markets by event and key), each taken
  -- by the statement that reads the versions: a row changed by a writer this placement waited
  -- for is read as that writer left it.
  select array_agg((l ->> 'eventId')::bigint), array_agg(l ->> 'marketKey') into v_ids, v_keys
    from jsonb_array_elements(p_legs) l;
  select jsonb_object_agg(e.id::text, e.version) into v_events
    from (select id, version from sport_events where id = any(v_ids) order by id for key share) e;
  select jsonb_object_agg(m.event_id::text || '|' || m.market_key, m.version) into v_markets
    from (select event_id, market_key, version from sport_markets
      where event_id = any(v_ids) and market_key = any(v_keys)
        and p_legs @> jsonb_build_array(jsonb_build_object('eventId', event_id::text,
          'marketKey', market_key))
      order by event_id, market_key for share) m;
  -- The TypeScript's rules held for the versions it priced: they hold if these are the same.
  if v_events is distinct from p_versions -> 'events'
      or v_markets is distinct from p_versions -> 'markets' then
    delete from sport_coupons where id = v_id;
    return jsonb_build_object('moved', sport_coupon_state(p_legs));
  end if;
  v_bet := seamless_bet(p_bet ->> 'provider', p_bet ->> 'transactionId', p_bet ->> 'roundId',
    p_bet ->> 'gameId', (p_bet ->> 'playerId')::integer, (p_bet ->> 'amount')::bigint, null,
    now(), p_bet ->> 'houseOwner', p_bet ->> 'ledgerKey', p_bet ->> 'reference', null, null);
  if v_bet is null then
    raise exception 'coupon %: the wallet did not take bet %', v_id, p_bet ->> 'transactionId';
  end if;
  insert into sport_coupon_legs (coupon_id, leg_index, event_id, market_key, selection, odds)
    select v_id, l.i - 1, (l.leg ->> 'eventId')::bigint, l.leg ->> 'marketKey',
      l.leg ->> 'selection', (l.leg ->> 'odds')::integer
    from jsonb_array_elements(p_legs) with ordinality as l (leg, i);
  return jsonb_build_object('id', v_id, 'bet', v_bet);
end $$;
