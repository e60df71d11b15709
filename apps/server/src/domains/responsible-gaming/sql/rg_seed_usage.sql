-- The player's money usage since their first period that is still open (the month's 1st or the
-- week's Monday, whichever is earlier), recomputed from the ledger under the lock of their cash
-- account, so that no transfer slips between the reading and the first limit.
create or replace function rg_seed_usage(p_user integer) returns void language plpgsql as $$
declare
  v_local timestamp := now() at time zone 'Europe/Istanbul';
  v_from date := least(date_trunc('month', v_local), date_trunc('week', v_local))::date;
  v_account bigint;
begin
  insert into ledger_accounts (kind, owner, user_id, allow_negative)
    values ('player_cash', p_user::text, p_user, false) on conflict (kind, owner) do nothing;
  select id into v_account from ledger_accounts
    where kind = 'player_cash' and owner = p_user::text for update;
  delete from rg_usage where user_id = p_user;
  insert into rg_usage (user_id, day, deposited, wagered, returned)
    select p_user, (t.posted_at at time zone 'Europe/Istanbul')::date,
        coalesce(sum(t.amount) filter (where t.kind = 'deposit' and t.credit_account_id = v_account), 0),
        coalesce(sum(t.amount) filter (where t.kind = 'bet' and t.debit_account_id = v_account), 0),
        coalesce(sum(t.amount) filter (where t.kind in ('win', 'jackpot_award', 'rollback')
          and t.credit_account_id = v_account), 0)
      from ledger_transfers t
      where (t.debit_account_id = v_account or t.credit_account_id = v_account)
        and t.status = 'posted'
        and t.posted_at >= v_from::timestamp at time zone 'Europe/Istanbul'
        and t.kind in ('deposit', 'bet', 'win', 'jackpot_award', 'rollback')
      group by 1, 2;
end $$;
