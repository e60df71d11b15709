-- Responsible-gaming limits (issue 17, src/domains/responsible-gaming/README.md). The database
-- enforces them on the one write of money, so that no product's bet and no deposit path can
-- pass over a limit: a BEFORE INSERT trigger on ledger_transfers refuses a bet or a deposit that
-- would exceed one (SQLSTATE LR001, message = JSON LimitRefusalFacts), and an AFTER trigger keeps
-- each limited player's usage per Istanbul day. Players without a money limit pay one probe.

create table rg_limits (
  user_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('deposit', 'loss', 'wager', 'session')),
  period text not null check (period in ('day', 'week', 'month', 'session')),
  -- Kuruş for money limits, minutes for the session limit.
  amount bigint not null check (amount > 0),
  set_at timestamptz not null,
  -- A raise or a removal waiting out its cooling-off: pending_amount null with
  -- pending_removal true removes the limit once the player confirms after effective_at.
  pending_amount bigint check (pending_amount > 0),
  pending_removal boolean not null default false,
  requested_at timestamptz,
  effective_at timestamptz,
  primary key (user_id, kind, period),
  check ((kind = 'session') = (period = 'session')),
  check (not (pending_removal and pending_amount is not null)),
  check ((pending_removal or pending_amount is not null)
    = (requested_at is not null and effective_at is not null))
);

-- What a limited player deposited, wagered and got back (wins, jackpot awards, rollbacks) per
-- calendar day in Europe/Istanbul; a week or a month is the sum of its days.
create table rg_usage (
  user_id integer not null references users (id) on delete cascade,
  day date not null,
  deposited bigint not null default 0,
  wagered bigint not null default 0,
  returned bigint not null default 0,
  primary key (user_id, day)
);

-- The player's money usage since their first period that is still open (the month's 1st or the
-- week's Monday, whichever is earlier), recomputed from the ledger under the lock of their cash
-- account, so that no transfer slips between the reading and the first limit.
create function rg_seed_usage(p_user integer) returns void language plpgsql as $$
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

-- A player's first money limit starts the usage count: seeded from the ledger in the same
-- transaction. Later limits find it kept by rg_usage_follows_ledger.
create function rg_limits_seed_usage() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from rg_limits where user_id = new.user_id and kind <> 'session'
      and (kind, period) <> (new.kind, new.period)) then
    perform rg_seed_usage(new.user_id);
  end if;
  return new;
end $$;

create trigger rg_limits_seed_usage after insert on rg_limits
  for each row when (new.kind <> 'session') execute function rg_limits_seed_usage();

create function rg_usage_follows_ledger() returns trigger language plpgsql as $$
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

create trigger rg_usage_follows_posted_transfer after insert on ledger_transfers
  for each row
  when (new.status = 'posted' and new.kind in ('deposit', 'bet', 'win', 'jackpot_award', 'rollback'))
  execute function rg_usage_follows_ledger();
create trigger rg_usage_follows_settled_transfer after update of status on ledger_transfers
  for each row
  when (old.status = 'pending' and new.status = 'posted'
    and new.kind in ('deposit', 'bet', 'win', 'jackpot_award', 'rollback'))
  execute function rg_usage_follows_ledger();

-- Refuses a bet (wager and loss limits) or a deposit (deposit limits) that would take the
-- player over a limit in force for the current period. When several would be exceeded, the
-- one that resets last is named: the player can play again only then. A replay of a transfer
-- already recorded (its idempotency key exists) passes: it moves nothing.
create function rg_limits_guard() returns trigger language plpgsql as $$
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

create trigger rg_limits_guard before insert on ledger_transfers
  for each row when (new.kind in ('bet', 'deposit')) execute function rg_limits_guard();
