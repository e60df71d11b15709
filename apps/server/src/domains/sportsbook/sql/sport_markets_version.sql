-- A market's version, bumped by every update that changes the row (see sport_events_version).
create or replace function sport_markets_version() returns trigger language plpgsql as $$
begin
  new.version := old.version + 1;
  return new;
end $$;

create or replace trigger sport_markets_version before update on sport_markets
  for each row when (old.* is distinct from new.*) execute function sport_markets_version();
