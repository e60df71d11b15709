-- A sportsbook coupon placed in one statement (domains/sportsbook/coupons/README.md,
-- "Placement"): the TypeScript reads the legs' events and markets once without a lock
-- (sport_coupon_state), checks and prices the slip with the maths package, then
-- sport_place_coupon locks the rows, makes sure they are still exactly what it priced, stores
-- the coupon and its legs and takes the stake through the wallet's seamless_bet.

-- What a placement reads of the legs (p_legs: [{eventId, marketKey}, ...]): the events with
-- their teams' names, and the markets, each in a fixed order, as one jsonb value whose keys are
-- the columns' names. md5 of its text (jsonb's text is canonical) is the stamp
-- sport_place_coupon compares. PL/pgSQL keeps its plans (a SQL function would plan its body
-- at every call); the rows are found by = any() of arrays, through the primary keys (a join
-- on jsonb_array_elements, estimated at 100 rows, makes the planner scan every market).
create function sport_coupon_state(p_legs jsonb) returns jsonb language plpgsql stable as $$
declare
  v_ids bigint[];
  v_keys text[];
begin
  select array_agg((l ->> 'eventId')::bigint), array_agg(l ->> 'marketKey') into v_ids, v_keys
    from jsonb_array_elements(p_legs) l;
  return jsonb_build_object(
    'events', coalesce((
      select jsonb_agg(jsonb_build_object('id', e.id::text, 'sport', e.sport, 'state', e.state,
          'suspended_until', e.suspended_until, 'operator_suspended', e.operator_suspended,
          'max_stake', e.max_stake, 'starts_at', e.starts_at, 'result_text', e.result_text,
          'live', e.live, 'home', h.name, 'away', a.name) order by e.id)
        from sport_events e
        join sport_teams h on h.id = e.home_team_id
        join sport_teams a on a.id = e.away_team_id
        where e.id = any(v_ids)), '[]'),
    'markets', coalesce((
      select jsonb_agg(jsonb_build_object('event_id', m.event_id::text,
          'market_key', m.market_key, 'type', m.type, 'state', m.state,
          'operator_suspended', m.operator_suspended, 'odds', m.odds, 'outcomes', m.outcomes)
          order by m.event_id, m.market_key)
        from sport_markets m
        where m.event_id = any(v_ids) and m.market_key = any(v_keys)
          -- the legs' own pairs (the arrays also pair one leg's event with another's key)
          and p_legs @> jsonb_build_array(jsonb_build_object('eventId', m.event_id::text,
            'marketKey', m.market_key))), '[]'));
end $$;

-- Places a coupon priced by the TypeScript from the state whose md5 is p_stamp. Returns
--   {"replay": id}                  the player's request key names a coupon already placed
--                                   (a concurrent twin's insert is waited for): nothing written;
--   {"moved": state, "stamp": md5}  the rows changed since they were read: nothing written, the
--                                   TypeScript prices again from this state (rows still locked);
--   {"id": id, "bet": answer}       placed: the coupon, its legs and seamless_bet's answer.
-- p_coupon holds sport_coupons' columns (id drawn from its sequence by the read), p_legs
-- sport_coupon_legs' ([{eventId, marketKey, selection, odds}] in leg order), p_bet
-- seamless_bet's arguments as the wallet builds them (seamlessBetArgs). A wallet refusal
-- (INSUFFICIENT_FUNDS) raises SQLSTATE LW001: the statement and all it wrote are undone.
create function sport_place_coupon(
  p_coupon jsonb, p_legs jsonb, p_stamp text, p_bet jsonb
) returns jsonb language plpgsql as $$
declare
  v_id bigint;
  v_ids bigint[];
  v_keys text[];
  v_state jsonb;
  v_bet jsonb;
begin
  -- Idempotency first, as findByRequestKey and the insert's conflict did in TypeScript.
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
  -- Locks in the events side's order, event then markets (settlement and live steps lock the
  -- event for update, then write its markets; a margin change writes markets, then the event
  -- without a key lock, which a key share does not wait for). The key share is the one the
  -- legs' foreign key takes anyway: taken last, it could close a cycle with a settlement
  -- holding the event and waiting for these markets. The markets' share lock makes every
  -- writer of prices or states wait for this placement, or this placement for it.
  select array_agg((l ->> 'eventId')::bigint), array_agg(l ->> 'marketKey') into v_ids, v_keys
    from jsonb_array_elements(p_legs) l;
  perform 1 from sport_events where id = any(v_ids) order by id for key share;
  perform 1 from sport_markets m
    where m.event_id = any(v_ids) and m.market_key = any(v_keys)
      and p_legs @> jsonb_build_array(jsonb_build_object('eventId', m.event_id::text,
        'marketKey', m.market_key))
    order by m.event_id, m.market_key for share;
  -- The TypeScript's rules (odds-change modes, suspension on the sports clock, limits, same
  -- event, maximum stake per event) held for the rows it read: they hold if nothing changed.
  v_state := sport_coupon_state(p_legs);
  if md5(v_state::text) <> p_stamp then
    delete from sport_coupons where id = v_id;
    return jsonb_build_object('moved', v_state, 'stamp', md5(v_state::text));
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
