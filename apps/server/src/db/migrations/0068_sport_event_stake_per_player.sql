-- An event's maximum stake holds for the player's open coupons on it together, not for each
-- coupon alone (domains/sportsbook/coupons/README.md, "Maximum stake per event"): five coupons
-- just under the maximum no longer pass it.
--
-- A coupon's stake on an event is the stake of its lines that hold the event: a combination's
-- whole stake counts toward each of its events, a single's stake toward its own event, a
-- system's lines that include the event. Each leg stores its share (the stake of the lines that
-- hold the leg, computed by the placement in TypeScript); an event's stake on a coupon is the sum
-- over its legs on the event (exact while no line holds two legs of one event, which the
-- same-event rule forbids; more, never less, if an operator ever pairs markets of one event).
-- Kuruş: stake per line times the lines that hold the leg. Null on legs of coupons closed
-- before this migration (an open coupon's leg without it counts the coupon's whole stake).
alter table sport_coupon_legs add column stake bigint check (stake > 0);

-- Open coupons placed before this migration: the same share, from the coupon's kind and sizes
-- (a leg is in C(n-1, k-1) of a system's k-lines of n legs; in one line of a single or a
-- combination). Closed coupons no longer count and keep null.
update sport_coupon_legs l
  set stake = c.stake_per_line * case c.kind
    when 'system' then (
      select sum(factorial(n.legs - 1) / (factorial(k.size - 1) * factorial(n.legs - k.size)))::bigint
        from jsonb_array_elements_text(c.sizes) as k_text (value)
        cross join lateral (select k_text.value::integer as size) k
        cross join lateral (select count(*)::integer as legs
          from sport_coupon_legs a where a.coupon_id = c.id) n)
    else 1 end
  from sport_coupons c
  where c.id = l.coupon_id and c.outcome = 'open';

-- The player's open coupons, for the sum below (the history index would read every coupon the
-- player ever placed).
create index sport_coupons_open_by_player on sport_coupons (user_id) where outcome = 'open';

-- The placement that sums them, sport_place_coupon, is defined in its own file:
-- domains/sportsbook/sql/sport_place_coupon.sql, applied after the migrations (db/domain-sql.ts).
