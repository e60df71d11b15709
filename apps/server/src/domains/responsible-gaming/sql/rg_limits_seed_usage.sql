-- A player's first money limit starts the usage count: seeded from the ledger in the same
-- transaction. Later limits find it kept by rg_usage_follows_ledger.
create or replace function rg_limits_seed_usage() returns trigger language plpgsql as $$
begin
  if not exists (select 1 from rg_limits where user_id = new.user_id and kind <> 'session'
      and (kind, period) <> (new.kind, new.period)) then
    perform rg_seed_usage(new.user_id);
  end if;
  return new;
end $$;

create or replace trigger rg_limits_seed_usage after insert on rg_limits
  for each row when (new.kind <> 'session') execute function rg_limits_seed_usage();
