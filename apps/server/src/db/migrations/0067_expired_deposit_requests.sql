-- A deposit request never paid expires (domains/cashier/deposit-expiry.ts): a status of its own,
-- and an index for the sweep that finds the open ones by age.
alter table cashier_requests drop constraint if exists cashier_requests_status_check;
alter table cashier_requests
  add constraint cashier_requests_status_check
  check (status in ('new', 'confirmed', 'canceled', 'expired'));
create index if not exists cashier_requests_open_deposits
  on cashier_requests (created_at)
  where kind = 'deposit' and status = 'new';
