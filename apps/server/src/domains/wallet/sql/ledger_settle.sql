-- Posts or voids a pending transfer exactly once. outcome: 'applied'; 'replayed' (it already
-- has that status: nothing moved); 'not_found'; 'state' (it has the other status).
-- The accounts are locked in id order first; the transfer's status and both accounts then
-- change in one statement, the status update being the once-only gate.
create or replace function ledger_settle(
  p_id uuid, p_key text, p_to text, out outcome text, out transfer ledger_transfers
) language plpgsql as $$
declare
  v_id uuid;
begin
  if p_id is not null then
    select * into transfer from ledger_transfers where id = p_id;
  else
    select * into transfer from ledger_transfers where idempotency_key = p_key;
  end if;
  if not found then
    outcome := 'not_found';
    return;
  end if;
  v_id := transfer.id;
  perform 1 from ledger_accounts
    where id in (transfer.debit_account_id, transfer.credit_account_id) order by id for update;
  with t as (
    update ledger_transfers set status = p_to,
      posted_at = case when p_to = 'posted' then now() end,
      voided_at = case when p_to = 'voided' then now() end
    where id = v_id and status = 'pending'
    returning *
  ), a as (
    update ledger_accounts set
      debits_posted = debits_posted
        + case when ledger_accounts.id = t.debit_account_id and p_to = 'posted' then t.amount else 0 end,
      debits_pending = debits_pending
        - case when ledger_accounts.id = t.debit_account_id then t.amount else 0 end,
      credits_posted = credits_posted
        + case when ledger_accounts.id = t.credit_account_id and p_to = 'posted' then t.amount else 0 end,
      credits_pending = credits_pending
        - case when ledger_accounts.id = t.credit_account_id then t.amount else 0 end
    from t where ledger_accounts.id in (t.debit_account_id, t.credit_account_id)
    returning ledger_accounts.id
  )
  select t.* into transfer from t;
  if found then
    outcome := 'applied';
    return;
  end if;
  select * into transfer from ledger_transfers where id = v_id;
  outcome := case when transfer.status = p_to then 'replayed' else 'state' end;
end $$;
