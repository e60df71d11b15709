-- Every change of an event or a market makes a new version, whoever writes it, and a placement
-- checks the versions it priced (sport_place_coupon): the writers that bump sport_events.version
-- themselves keep doing so (one bump per statement), a market's is bumped here only. An update
-- that changes nothing keeps the version (the rows are compared whole: a column added later needs
-- a type with equality, as jsonb has and json has not).
create or replace function sport_events_version() returns trigger language plpgsql as $$
begin
  if new.version = old.version then new.version := old.version + 1; end if;
  return new;
end $$;

create or replace trigger sport_events_version before update on sport_events
  for each row when (old.* is distinct from new.*) execute function sport_events_version();
