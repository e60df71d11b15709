-- Closes a day once into the daily summaries (report_ledger_daily, report_player_daily); the
-- caller (domains/reports/closed-days.ts) closes days that ended more than an hour ago, and the
-- days after are summed from the transfers themselves. Concurrent callers wait on the day's key
-- and the later one does nothing.
create or replace function report_close_day(p_day date) returns boolean language plpgsql as $$
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
