-- Limits are enforced on the one write of money, so that no product's bet and no deposit path can
-- pass over one (domains/responsible-gaming/README.md): a bet or a deposit that would exceed a
-- limit is refused with SQLSTATE LR001, the message being JSON LimitRefusalFacts.
--
-- Refuses a bet (wager and loss limits) or a deposit (deposit limits) that would take the
-- player over a limit in force for the current period. When several would be exceeded, the
-- one that resets last is named: the player can play again only then. A replay of a transfer
-- already recorded (its idempotency key exists) passes: it moves nothing.
create or replace function rg_limits_guard() returns trigger language plpgsql as $$
declare
  v_user integer;
  v_kinds text[] := case when new.kind = 'bet' then array['loss', 'wager'] else array['deposit'] end;
  v_local timestamp;
  v_limit record;
  v_used bigint;
begin
  select a.user_id into v_user from ledger_accounts a
    where a.id = case when new.kind = 'bet' then new.debit_account_id else new.credit_account_id end
      and a.kind = 'player_cash'
      and exists (select 1 from rg_limits l where l.user_id = a.user_id and l.kind = any (v_kinds));
  if v_user is null then
    return new;
  end if;
  if exists (select 1 from ledger_transfers where idempotency_key = new.idempotency_key) then
    return new;
  end if;
  v_local := now() at time zone 'Europe/Istanbul';
  for v_limit in
    select l.kind, l.period, l.amount, p.starts,
        p.starts + case l.period when 'day' then interval '1 day'
          when 'week' then interval '7 days' else interval '1 month' end as ends
      from rg_limits l
      cross join lateral (select date_trunc(l.period, v_local) as starts) p
      where l.user_id = v_user and l.kind = any (v_kinds)
      order by ends desc, l.kind
  loop
    select coalesce(sum(case v_limit.kind when 'deposit' then u.deposited
          when 'wager' then u.wagered else u.wagered - u.returned end), 0)
      into v_used
      from rg_usage u where u.user_id = v_user and u.day >= v_limit.starts::date;
    if v_used + new.amount > v_limit.amount then
      raise exception using errcode = 'LR001', message = json_build_object(
        'kind', v_limit.kind, 'period', v_limit.period, 'amount', v_limit.amount,
        'used', greatest(v_used, 0),
        'resetsAt', to_char((v_limit.ends at time zone 'Europe/Istanbul') at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text;
    end if;
  end loop;
  return new;
end $$;

create or replace trigger rg_limits_guard before insert on ledger_transfers
  for each row when (new.kind in ('bet', 'deposit')) execute function rg_limits_guard();
