-- Locks two accounts, named by kind and owner, in id order (every writer does, so that two
-- transfers never wait on each other in a cycle) and returns them. A player's account is
-- opened on first use, and so is a jackpot pool's shard `<pool>#<i>` (i > 0) of a pool that
-- exists (domains/wallet/accounts.ts, JACKPOT_SHARDS); house, clearing and pool accounts come
-- from the migrations.
create or replace function ledger_lock_accounts(
  p_debit_kind text, p_debit_owner text, p_credit_kind text, p_credit_owner text,
  out debit ledger_accounts, out credit ledger_accounts
) language plpgsql as $$
declare
  v_row ledger_accounts;
begin
  if p_debit_kind = p_credit_kind and p_debit_owner = p_credit_owner then
    raise exception 'a transfer needs two different accounts';
  end if;
  for attempt in 1..2 loop
    for v_row in select * from ledger_accounts
        where (kind, owner) in ((p_debit_kind, p_debit_owner), (p_credit_kind, p_credit_owner))
        order by id for update loop
      if v_row.kind = p_debit_kind and v_row.owner = p_debit_owner then debit := v_row;
      else credit := v_row; end if;
    end loop;
    exit when debit.id is not null and credit.id is not null;
    insert into ledger_accounts (kind, owner, user_id, allow_negative)
      select k, o, o::integer, false
      from (values (p_debit_kind, p_debit_owner), (p_credit_kind, p_credit_owner)) as r (k, o)
      where k in ('player_cash', 'player_bonus')
      on conflict (kind, owner) do nothing;
    insert into ledger_accounts (kind, owner, currency, allow_negative)
      select 'jackpot', r.o, pool.currency, false
      from (values (p_debit_kind, p_debit_owner), (p_credit_kind, p_credit_owner)) as r (k, o)
      join ledger_accounts pool on pool.kind = 'jackpot'
        and pool.owner = substring(r.o from '^([^#]+)#[1-9][0-9]*$')
      where r.k = 'jackpot'
      on conflict (kind, owner) do nothing;
  end loop;
  if debit.id is null then
    raise exception 'ledger account %:% does not exist', p_debit_kind, p_debit_owner;
  end if;
  if credit.id is null then
    raise exception 'ledger account %:% does not exist', p_credit_kind, p_credit_owner;
  end if;
end $$;
