-- The wallet enforces a break: no bet from, deposit to or bonus for a player on a break, by
-- whatever path the transfer comes. Other kinds never reach the function (the trigger's WHEN);
-- for the three kinds it is one primary-key probe of the account and one index probe of
-- rg_breaks. Named to fire before the limits' guard (triggers fire in name order): a player
-- on a break learns about the break, not a limit.
create or replace function rg_break_guard() returns trigger language plpgsql as $$
declare
  v_account bigint;
  v_kind text;
  v_ends_at timestamptz;
begin
  v_account := case when new.kind = 'bet' then new.debit_account_id else new.credit_account_id end;
  select b.kind, b.ends_at into v_kind, v_ends_at
    from ledger_accounts a
    join rg_breaks b on b.user_id = a.user_id
   where a.id = v_account and (b.ends_at is null or b.ends_at > now())
   order by b.ends_at desc nulls first
   limit 1;
  if found then
    raise exception using errcode = 'LR002', message = json_build_object(
      'kind', v_kind,
      'endsAt', to_char(v_ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    )::text;
  end if;
  return new;
end $$;

create or replace trigger ledger_transfers_rg0_break_guard
  before insert on ledger_transfers
  for each row when (new.kind in ('bet', 'deposit', 'bonus_grant'))
  execute function rg_break_guard();
