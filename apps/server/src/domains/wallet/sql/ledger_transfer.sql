-- The one write of money. outcome says what happened, nothing raised:
--   'applied'      recorded (posted, or pending when p_pending); debit and credit as they are now
--   'replayed'     the key named this same movement before: nothing moved; both accounts as locked
--   'conflict'     the key was used for another movement: nothing moved
--   'insufficient' the debit account may not go below zero and holds less: nothing moved
-- Available = credits posted - debits posted - debits pending. The transfer and both accounts
-- change in one statement, so that a trigger on the transfer sees the accounts as they end.
create or replace function ledger_transfer(
  p_debit_kind text, p_debit_owner text, p_credit_kind text, p_credit_owner text,
  p_amount bigint, p_kind text, p_reference text, p_key text, p_pending boolean, p_subject text,
  out outcome text, out transfer ledger_transfers, out debit ledger_accounts,
  out credit ledger_accounts
) language plpgsql as $$
declare
  v_locked record;
  v_applied record;
begin
  v_locked := ledger_lock_accounts(p_debit_kind, p_debit_owner, p_credit_kind, p_credit_owner);
  debit := v_locked.debit;
  credit := v_locked.credit;
  if debit.allow_negative
      or debit.credits_posted - debit.debits_posted - debit.debits_pending >= p_amount then
    with t as (
      insert into ledger_transfers (debit_account_id, credit_account_id, amount, kind, reference,
        subject, idempotency_key, status, posted_at)
      values (debit.id, credit.id, p_amount, p_kind, p_reference, p_subject, p_key,
        case when p_pending then 'pending' else 'posted' end,
        case when p_pending then null else now() end)
      on conflict (idempotency_key) do nothing
      returning *
    ), a as (
      update ledger_accounts set
        debits_posted = debits_posted
          + case when ledger_accounts.id = t.debit_account_id and not p_pending then t.amount else 0 end,
        debits_pending = debits_pending
          + case when ledger_accounts.id = t.debit_account_id and p_pending then t.amount else 0 end,
        credits_posted = credits_posted
          + case when ledger_accounts.id = t.credit_account_id and not p_pending then t.amount else 0 end,
        credits_pending = credits_pending
          + case when ledger_accounts.id = t.credit_account_id and p_pending then t.amount else 0 end
      from t where ledger_accounts.id in (t.debit_account_id, t.credit_account_id)
      returning ledger_accounts.*
    )
    select t as transfer, (select a from a where a.id = t.debit_account_id) as debit,
        (select a from a where a.id = t.credit_account_id) as credit
      into v_applied from t;
    if found then
      outcome := 'applied';
      transfer := v_applied.transfer;
      debit := v_applied.debit;
      credit := v_applied.credit;
      return;
    end if;
  end if;
  select * into transfer from ledger_transfers where idempotency_key = p_key;
  if found then
    outcome := case
      when transfer.debit_account_id = debit.id and transfer.credit_account_id = credit.id
        and transfer.amount = p_amount and transfer.kind = p_kind then 'replayed'
      else 'conflict' end;
    if outcome = 'conflict' then transfer := null; end if;
    return;
  end if;
  outcome := 'insufficient';
end $$;
