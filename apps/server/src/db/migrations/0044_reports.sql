-- Reports (src/domains/reports) read the ledger and never write it. A day of the site is a
-- Turkish calendar day (UTC+3 all year) of a transfer's posted_at. Days that ended more than an
-- hour ago are closed once into daily summaries (report_close_day); the days after are summed
-- from the transfers themselves, so a report is exact to the kuruş and the wallet's writes pay
-- nothing for it (no trigger, one partial index).
create index ledger_transfers_posted on ledger_transfers (posted_at) where status = 'posted';
create index users_created on users (created_at);
create index cashier_requests_created on cashier_requests (created_at);

create function report_day(p_at timestamptz) returns date language sql immutable as $$
  select ((p_at at time zone 'UTC') + interval '3 hours')::date
$$;

-- The product a transfer's money is for: casino, live, sports or virtuals for game play ('' for
-- the rest). Game play's subject is the studio's game key ('casino:<id>', 'livecasino:<id>',
-- 'virtual:<id>') or 'sportsbook', whose coupon (reference '<provider>:coupon:<id>') is a
-- virtual one when its events belong to a virtual round.
create function report_product(p_kind text, p_subject text, p_reference text)
returns text language sql stable as $$
  select case
    when p_kind not in ('bet', 'win', 'rollback', 'jackpot_contribution') then ''
    when p_subject = 'sportsbook' then
      case when exists (
        select 1 from sport_coupon_legs l join sport_events e on e.id = l.event_id
        where l.coupon_id = nullif(substring(p_reference from ':coupon:([0-9]{1,18})$'), '')::bigint
          and e.virtual_product is not null
      ) then 'virtuals' else 'sports' end
    when p_subject like 'livecasino:%' then 'live'
    when p_subject like 'virtual:%' then 'virtuals'
    else 'casino'
  end
$$;

-- A jackpot contribution names its round only: it is for the game of that round's stake.
create function report_subject(p_kind text, p_subject text, p_reference text)
returns text language sql stable as $$
  select coalesce(p_subject, case when p_kind = 'jackpot_contribution' then (
    select b.subject from ledger_transfers b
    where b.reference = 'lale:' || p_reference and b.kind = 'bet' limit 1) end, '')
$$;

create table report_closed_days (
  day date primary key,
  closed_at timestamptz not null default now()
);

-- Per closed day: every posted transfer summed by kind, product and subject (game).
create table report_ledger_daily (
  day date not null references report_closed_days (day),
  kind text not null,
  product text not null,
  subject text not null,
  transfers bigint not null,
  amount bigint not null,
  primary key (day, kind, product, subject)
);

-- Per closed day: players who placed a bet, players with a posted deposit.
create table report_player_daily (
  day date primary key references report_closed_days (day),
  active integer not null,
  depositing integer not null
);

-- Closes a day once: concurrent callers wait on the day's key and the later one does nothing.
create function report_close_day(p_day date) returns boolean language plpgsql as $$
declare
  v_from timestamptz := (p_day::timestamp - interval '3 hours') at time zone 'UTC';
  v_to timestamptz := ((p_day + 1)::timestamp - interval '3 hours') at time zone 'UTC';
  v_count integer;
begin
  insert into report_closed_days (day) values (p_day) on conflict do nothing;
  get diagnostics v_count = row_count;
  if v_count = 0 then return false; end if;
  insert into report_ledger_daily (day, kind, product, subject, transfers, amount)
    select p_day, kind, product, subject, count(*), sum(amount)
    from (
      select t.kind, t.amount, report_product(t.kind, t.subject, t.reference) as product,
        report_subject(t.kind, t.subject, t.reference) as subject
      from ledger_transfers t
      where t.status = 'posted' and t.posted_at >= v_from and t.posted_at < v_to
    ) s
    group by kind, product, subject;
  insert into report_player_daily (day, active, depositing)
    select p_day,
      (select count(distinct t.debit_account_id) from ledger_transfers t
        join ledger_accounts a on a.id = t.debit_account_id and a.kind = 'player_cash'
        where t.status = 'posted' and t.posted_at >= v_from and t.posted_at < v_to
          and t.kind = 'bet'),
      (select count(distinct t.credit_account_id) from ledger_transfers t
        join ledger_accounts a on a.id = t.credit_account_id and a.kind = 'player_cash'
        where t.status = 'posted' and t.posted_at >= v_from and t.posted_at < v_to
          and t.kind = 'deposit');
  return true;
end $$;
