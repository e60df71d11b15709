-- The player's account history follows the ledger: the wallet records neutral facts (kind,
-- reference, subject); this trigger turns a transfer posted on a player's cash account (or, for a
-- bonus grant or forfeit, their bonus account) into the row of the player's history, in the same
-- transaction. Fires once the transfer and both accounts have changed (ledger_transfer and
-- ledger_settle change them in one statement), so the account row holds the balance after the
-- movement. Status 1003 is Confirmed; the label is the transfer's subject (the game), else, in the
-- bonus history (category 3), a label key of the transfer's kind (bonus-grant, bonus-conversion,
-- bonus-forfeit, prize: history/label-names.ts names them in the player's language); the
-- reference is the transfer's, else its id. The cashier writes (and then updates) its own rows
-- for deposits and withdrawals.
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

create or replace trigger history_follows_posted_transfer after insert on ledger_transfers
  for each row when (new.status = 'posted') execute function history_follows_ledger();

create or replace trigger history_follows_settled_transfer after update of status on ledger_transfers
  for each row when (old.status = 'pending' and new.status = 'posted')
  execute function history_follows_ledger();
