-- The one place where a round's win is paid: the bonus share of the round's stake
-- (bonus_round_stakes) follows the bonus's state at settlement,
--   wagering  → back into the bonus account (key <key>:bonus), still to be wagered;
--   converted → cash with the rest: the requirement was met, the bonus money became cash;
--   expired, forfeited → stays with the house, as the bonus account's money went there;
-- and the cash share of the stake is paid as cash. Every product's win goes through it:
-- seamless_win (casino, crash, live tables, coupons and their cash-outs) and bingo prizes.
-- Returns the last transfer written, or null when nothing was paid.
create or replace function wallet_pay_round_win(
  p_provider text, p_round_id text, p_player integer, p_amount bigint, p_house_owner text,
  p_ledger_key text, p_reference text, p_subject text
) returns uuid language plpgsql as $$
declare
  v_cash bigint := 0;
  v_bonus bigint := 0;
  v_status text;
  v_bonus_share bigint := 0;
  v_moved record;
  v_transfer uuid;
begin
  if p_amount <= 0 then return null; end if;
  -- The bonus row locked as seamless_bet and bonus_close lock it: a win and a forfeit queue.
  select s.cash, s.bonus, b.status into v_cash, v_bonus, v_status from bonus_round_stakes s
    join player_bonuses b on b.id = s.bonus_id
    where s.provider = p_provider and s.round_id = p_round_id
    for update of b;
  if found and v_bonus > 0 and v_status <> 'converted' then
    v_bonus_share := p_amount * v_bonus / (v_cash + v_bonus);
  end if;
  if v_bonus_share > 0 and v_status = 'wagering' then
    v_moved := ledger_transfer('house', p_house_owner, 'player_bonus', p_player::text,
      v_bonus_share, 'win', p_reference, p_ledger_key || ':bonus', false, p_subject);
    if v_moved.outcome <> 'applied' then
      raise exception 'ledger key %:bonus is already used', p_ledger_key;
    end if;
    v_transfer := (v_moved.transfer).id;
  end if;
  if p_amount - v_bonus_share > 0 then
    v_moved := ledger_transfer('house', p_house_owner, 'player_cash', p_player::text,
      p_amount - v_bonus_share, 'win', p_reference, p_ledger_key, false, p_subject);
    if v_moved.outcome <> 'applied' then
      raise exception 'ledger key % is already used', p_ledger_key;
    end if;
    v_transfer := (v_moved.transfer).id;
  end if;
  return v_transfer;
end $$;
