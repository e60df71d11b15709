-- The bonus history tells its rows apart: a grant, a conversion to cash, a bonus that ended
-- (expired or forfeited) and a prize each carry a label key of their own (history/label-names.ts
-- names them in the player's language), where all four read 'Bonus' before. As 0052 otherwise.
create or replace function history_follows_ledger() returns trigger language plpgsql as $$
declare
  v_category smallint;
  v_type smallint;
  v_kinds text[] := array['player_cash'];
  v_label text;
begin
  case new.kind
    when 'bet' then v_category := 1; v_type := 3;
    when 'win' then v_category := 1; v_type := 4;
    when 'rollback' then v_category := 1; v_type := 5;
    when 'jackpot_award' then v_category := 1; v_type := 6;
    when 'demo_grant' then v_category := 4; v_type := 9;
    when 'correction' then v_category := 4; v_type := 8;
    when 'bonus_grant', 'bonus_forfeit' then
      v_category := 3; v_type := 7; v_kinds := array['player_cash', 'player_bonus'];
      v_label := replace(new.kind, '_', '-');
    when 'bonus_conversion', 'prize' then
      v_category := 3; v_type := 7; v_label := replace(new.kind, '_', '-');
    else return null;
  end case;
  insert into player_transactions (user_id, category_id, type_id, status, amount, direction,
    previous_balance, last_balance, method, label_key, reference_code, operation_id, source,
    created_at, updated_at)
  select a.user_id, v_category, v_type, 1003, new.amount, d.sign,
    a.credits_posted - a.debits_posted - a.debits_pending - d.sign * new.amount,
    a.credits_posted - a.debits_posted - a.debits_pending, '', coalesce(new.subject, v_label),
    coalesce(new.reference, new.id::text), new.id::text, 'transfer:' || new.id,
    new.created_at, new.created_at
  from ledger_accounts a,
    lateral (select case when a.id = new.credit_account_id then 1 else -1 end as sign) d
  where a.id in (new.debit_account_id, new.credit_account_id) and a.kind = any (v_kinds);
  return null;
end $$;

update player_transactions p set label_key = replace(t.kind, '_', '-')
  from ledger_transfers t
  where p.source = 'transfer:' || t.id and p.label_key is null
    and t.kind in ('bonus_grant', 'bonus_forfeit', 'bonus_conversion', 'prize');
