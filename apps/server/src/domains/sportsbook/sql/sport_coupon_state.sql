-- A sportsbook coupon is placed in one statement (domains/sportsbook/coupons/README.md,
-- "Placement"): the TypeScript reads the legs' events and markets (this function, or rows it read
-- for earlier placements), checks and prices the slip with the maths package, then
-- sport_place_coupon locks the rows, checks their versions and takes the stake.
--
-- What a placement reads of the legs (p_legs: [{eventId, marketKey}, ...]): the events with their
-- teams' names, and the markets, each in a fixed order and with its version, as one jsonb value
-- whose keys are the columns' names. PL/pgSQL keeps its plans (a SQL function would plan its body
-- at every call); the rows are found by = any() of arrays, through the primary keys (a join on
-- jsonb_array_elements, estimated at 100 rows, makes the planner scan every market).
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
