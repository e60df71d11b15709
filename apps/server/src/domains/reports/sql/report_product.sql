-- The product column of a report row. Game play's is casino, live, sports or virtuals: its
-- subject is the studio's game key ('casino:<id>', 'livecasino:<id>', 'virtual:<id>') or
-- 'sportsbook', whose coupon (reference '<provider>:coupon:<id>') is a virtual one when its
-- events belong to a virtual round. A bonus_forfeit's is how the bonus closed ('expired', else
-- 'forfeited'), so the bonus report can tell them apart; '' for the rest.
create or replace function report_product(p_kind text, p_subject text, p_reference text)
returns text language sql stable as $$
  select case
    when p_kind = 'bonus_forfeit' then coalesce((
      select case when b.status = 'expired' then 'expired' else 'forfeited' end
      from player_bonuses b
      where b.id = nullif(substring(p_reference from '^bonus:([0-9]{1,18})$'), '')::bigint
    ), 'forfeited')
    when p_kind not in ('bet', 'win', 'rollback', 'jackpot_contribution') then ''
    when p_subject = 'sportsbook' then
      case when exists (
        select 1 from sport_coupon_legs l join sport_events e on e.id = l.event_id
        where l.coupon_id = nullif(substring(p_reference from ':coupon:([0-9]{1,18})$'), '')::bigint
          and e.virtual_product is not null
      ) then 'virtuals' else 'sports' end
    when p_subject like 'livecasino:%' then 'live'
    when p_subject like 'virtual:%' then 'virtuals'
    else 'casino'
  end
$$;
