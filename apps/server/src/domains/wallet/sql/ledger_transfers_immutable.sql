-- A transfer is a fact: it is never deleted, and only a pending one may change, once, to posted
-- or voided; its accounts, amount, kind, reference, subject, idempotency key and creation time
-- never change. Mistakes are fixed by a new 'correction' transfer.
create or replace function ledger_transfers_immutable() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'ledger transfers are immutable';
  end if;
  if old.status <> 'pending' or new.status = 'pending'
     or new.id <> old.id or new.debit_account_id <> old.debit_account_id
     or new.credit_account_id <> old.credit_account_id or new.amount <> old.amount
     or new.kind <> old.kind or new.reference is distinct from old.reference
     or new.subject is distinct from old.subject
     or new.idempotency_key <> old.idempotency_key or new.created_at <> old.created_at then
    raise exception 'ledger transfers are immutable';
  end if;
  return new;
end
$$;

create or replace trigger ledger_transfers_immutable before update or delete on ledger_transfers
  for each row execute function ledger_transfers_immutable();
