-- Places a coupon priced by the TypeScript (domains/sportsbook/coupons/README.md, "Placement").
-- p_versions: {"events": {"<id>": version}, "markets": {"<event id>|<market key>": version}}, the
-- versions of the state the TypeScript priced. p_coupon holds sport_coupons' columns (id drawn
-- from its sequence by the read), p_legs sport_coupon_legs' ([{eventId, marketKey, selection,
-- odds, stake}] in leg order), p_bet seamless_bet's arguments as the wallet builds them
-- (seamlessBetArgs). Returns
--   {"replay": id}       the player's request key names a coupon already placed (a concurrent
--                        twin's insert is waited for): nothing written;
--   {"moved": state}     the rows changed since they were read: nothing written, the
--                        TypeScript prices again from this state (rows still locked);
--   {"eventStake": {"eventId", "maxStake", "remaining"}}   over an event's maximum stake:
--                        nothing written (the coupon row is deleted, no stake taken);
--   {"id": id, "bet": answer}   placed: the coupon, its legs and seamless_bet's answer.
-- A wallet refusal (INSUFFICIENT_FUNDS) raises SQLSTATE LW001: the statement and all it wrote
-- are undone.
--
-- Maximum stake per event (README, "Maximum stake per event"): before the stake is taken, for
-- every leg's event that has a maximum stake, the player's stake on it on their open coupons plus
-- this coupon's must stay within it. Two placements of one player are serialised per event by a
-- transaction-scoped advisory lock on (player, event), taken in event id order after the rows'
-- locks and the version check: the second sums after the first committed (each statement of this
-- function reads a new snapshot) or was undone. Other players never wait for it, and the event
-- row gets no lock stronger than key share. remaining is what the player's open coupons still
-- leave on the event (0 when they already reach the maximum). Legs carry "stake" (kuruş, the
-- stake of the lines that hold the leg); a leg without it counts the coupon's total stake.
create or replace function sport_place_coupon(
  p_coupon jsonb, p_legs jsonb, p_versions jsonb, p_bet jsonb
) returns jsonb language plpgsql as $$
declare
  v_id bigint;
  v_user integer := (p_coupon ->> 'userId')::integer;
  v_ids bigint[];
  v_keys text[];
  v_events jsonb;
  v_caps jsonb;
  v_markets jsonb;
  v_event bigint;
  v_over jsonb;
  v_bet jsonb;
begin
  -- Idempotency first: a retry answers the first placement whatever the prices do since.
  insert into sport_coupons (id, user_id, request_key, kind, sizes, stake_per_line, line_count,
      total_stake, max_payout, possible_payout, accept_odds_changes, created_at)
    values ((p_coupon ->> 'id')::bigint, v_user,
      p_coupon ->> 'requestKey', p_coupon ->> 'kind', p_coupon -> 'sizes',
      (p_coupon ->> 'stakePerLine')::bigint, (p_coupon ->> 'lineCount')::integer,
      (p_coupon ->> 'totalStake')::bigint, (p_coupon ->> 'maxPayout')::bigint,
      (p_coupon ->> 'possiblePayout')::bigint, p_coupon ->> 'acceptOddsChanges',
      (p_coupon ->> 'createdAt')::timestamptz)
    on conflict (user_id, request_key) do nothing
    returning id into v_id;
  if v_id is null then
    select id into v_id from sport_coupons
      where user_id = v_user and request_key = p_coupon ->> 'requestKey';
    return jsonb_build_object('replay', v_id);
  end if;
  -- The locks of 0026, in its order (events by id, then markets by event and key), each taken
  -- by the statement that reads the versions: a row changed by a writer this placement waited
  -- for is read as that writer left it. The events' maximum stakes are read with their versions.
  select array_agg((l ->> 'eventId')::bigint), array_agg(l ->> 'marketKey') into v_ids, v_keys
    from jsonb_array_elements(p_legs) l;
  select jsonb_object_agg(e.id::text, e.version),
      jsonb_object_agg(e.id::text, e.max_stake) filter (where e.max_stake is not null)
    into v_events, v_caps
    from (select id, version, max_stake from sport_events where id = any(v_ids)
      order by id for key share) e;
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
  -- Each capped event's maximum, for the player's open coupons on it and this one together.
  if v_caps is not null then
    for v_event in select k::bigint from jsonb_object_keys(v_caps) k order by 1 loop
      perform pg_advisory_xact_lock(
        hashtextextended('sport-event-stake:' || v_user || ':' || v_event, 0));
    end loop;
    select jsonb_build_object('eventId', s.event_id::text, 'maxStake', s.max_stake,
        'remaining', greatest(s.max_stake - s.open, 0))
      into v_over
      from (select n.event_id, (v_caps ->> n.event_id::text)::bigint as max_stake, n.stake,
          coalesce((select sum(coalesce(l.stake, c.total_stake))
            from sport_coupons c
            join sport_coupon_legs l on l.coupon_id = c.id
            where c.user_id = v_user and c.outcome = 'open' and l.event_id = n.event_id), 0)
            as open
        from (select (l ->> 'eventId')::bigint as event_id,
            sum(coalesce((l ->> 'stake')::bigint, (p_coupon ->> 'totalStake')::bigint)) as stake
          from jsonb_array_elements(p_legs) l group by 1) n
        where v_caps ? n.event_id::text) s
      where s.open + s.stake > s.max_stake
      order by s.event_id
      limit 1;
    if v_over is not null then
      delete from sport_coupons where id = v_id;
      return jsonb_build_object('eventStake', v_over);
    end if;
  end if;
  v_bet := seamless_bet(p_bet ->> 'provider', p_bet ->> 'transactionId', p_bet ->> 'roundId',
    p_bet ->> 'gameId', (p_bet ->> 'playerId')::integer, (p_bet ->> 'amount')::bigint, null,
    now(), p_bet ->> 'houseOwner', p_bet ->> 'ledgerKey', p_bet ->> 'reference', null, null);
  if v_bet is null then
    raise exception 'coupon %: the wallet did not take bet %', v_id, p_bet ->> 'transactionId';
  end if;
  insert into sport_coupon_legs (coupon_id, leg_index, event_id, market_key, selection, odds,
      stake)
    select v_id, l.i - 1, (l.leg ->> 'eventId')::bigint, l.leg ->> 'marketKey',
      l.leg ->> 'selection', (l.leg ->> 'odds')::integer, (l.leg ->> 'stake')::bigint
    from jsonb_array_elements(p_legs) with ordinality as l (leg, i);
  return jsonb_build_object('id', v_id, 'bet', v_bet);
end $$;
