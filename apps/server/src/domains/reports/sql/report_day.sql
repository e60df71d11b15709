-- Reports (domains/reports) read the ledger and never write it. A day of the site is a Turkish
-- calendar day (UTC+3 all year) of a transfer's posted_at.
create or replace function report_day(p_at timestamptz) returns date language sql immutable as $$
  select ((p_at at time zone 'UTC') + interval '3 hours')::date
$$;
