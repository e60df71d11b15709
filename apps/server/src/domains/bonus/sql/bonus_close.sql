-- Closes a wagering bonus, moving what its account holds: to cash when converted, back to the
-- house when expired or forfeited. The caller holds the bonus row locked. Keyed by the bonus:
-- it happens once.
create or replace function bonus_close(p_bonus player_bonuses, p_status text) returns bigint
language plpgsql as $$
declare
  v_held bigint;
  v_moved record;
begin
  perform 1 from ledger_accounts
    where (kind, owner) in (('player_cash', p_bonus.user_id::text),
      ('player_bonus', p_bonus.user_id::text), ('house', 'shard-' || (p_bonus.user_id % 16)))
    order by id for update;
  select coalesce(sum(credits_posted - debits_posted - debits_pending), 0) into v_held
    from ledger_accounts where kind = 'player_bonus' and owner = p_bonus.user_id::text;
  if v_held > 0 then
    if p_status = 'converted' then
      v_moved := ledger_transfer('player_bonus', p_bonus.user_id::text, 'player_cash',
        p_bonus.user_id::text, v_held, 'bonus_conversion', 'bonus:' || p_bonus.id,
        'bonus:conversion:' || p_bonus.id, false, null);
    else
      v_moved := ledger_transfer('player_bonus', p_bonus.user_id::text, 'house',
        'shard-' || (p_bonus.user_id % 16), v_held, 'bonus_forfeit', 'bonus:' || p_bonus.id,
        'bonus:forfeit:' || p_bonus.id, false, null);
    end if;
    if v_moved.outcome <> 'applied' then
      raise exception 'bonus % close: %', p_bonus.id, v_moved.outcome;
    end if;
  end if;
  update player_bonuses set status = p_status, closed_amount = v_held, closed_at = now()
    where id = p_bonus.id;
  return v_held;
end $$;
