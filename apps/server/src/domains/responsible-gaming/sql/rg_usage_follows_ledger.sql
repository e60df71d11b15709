-- What a limited player deposited, wagered and got back (wins, jackpot awards, rollbacks) per
-- calendar day in Europe/Istanbul (rg_usage), kept as each transfer is posted, in its
-- transaction. Players without a money limit pay one probe.
create or replace function rg_usage_follows_ledger() returns trigger language plpgsql as $$
declare
  v_user integer;
  v_day date;
begin
  -- One probe in a cached plan: the player's cash account, if it has a money limit.
  select a.user_id into v_user from ledger_accounts a
    where a.id = case when new.kind = 'bet' then new.debit_account_id else new.credit_account_id end
      and a.kind = 'player_cash'
      and exists (select 1 from rg_limits l where l.user_id = a.user_id and l.kind <> 'session');
  if v_user is null then
    return null;
  end if;
  v_day := (coalesce(new.posted_at, now()) at time zone 'Europe/Istanbul')::date;
  insert into rg_usage as u (user_id, day, deposited, wagered, returned)
    values (v_user, v_day,
      case when new.kind = 'deposit' then new.amount else 0 end,
      case when new.kind = 'bet' then new.amount else 0 end,
      case when new.kind in ('win', 'jackpot_award', 'rollback') then new.amount else 0 end)
    on conflict (user_id, day) do update set
      deposited = u.deposited + excluded.deposited,
      wagered = u.wagered + excluded.wagered,
      returned = u.returned + excluded.returned;
  return null;
end $$;

create or replace trigger rg_usage_follows_posted_transfer after insert on ledger_transfers
  for each row
  when (new.status = 'posted' and new.kind in ('deposit', 'bet', 'win', 'jackpot_award', 'rollback'))
  execute function rg_usage_follows_ledger();

create or replace trigger rg_usage_follows_settled_transfer after update of status on ledger_transfers
  for each row
  when (old.status = 'pending' and new.status = 'posted'
    and new.kind in ('deposit', 'bet', 'win', 'jackpot_award', 'rollback'))
  execute function rg_usage_follows_ledger();
