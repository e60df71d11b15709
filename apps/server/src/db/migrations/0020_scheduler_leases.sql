-- One leader per schedule across server processes (platform/scheduler). A lease is held by one
-- process until it expires; the holder renews it well before then. Taking over an expired lease
-- bumps the epoch, so work stamped with an older epoch can be told apart (fencing).
create table scheduler_leases (
  name text primary key,
  holder text not null,
  epoch bigint not null default 1,
  expires_at timestamptz not null
);
