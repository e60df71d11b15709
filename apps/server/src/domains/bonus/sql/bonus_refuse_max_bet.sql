-- Refusal of a bet over the bonus's maximum while it wagers (SQLSTATE LB001, the maximum in
-- kuruş as the message).
create or replace function bonus_refuse_max_bet(p_max bigint) returns void language plpgsql as $$
begin
  raise exception using errcode = 'LB001', message = p_max::text;
end $$;
