-- The catalogue's maintenance switch (issue 18, part 4): a provider or a game (or a live
-- table) under maintenance stays in the lobby, marked so, but no launch is issued for it and
-- its open launch tokens are spent. `enabled = false` hides it altogether.
alter table providers add column maintenance boolean not null default false;
alter table games add column maintenance boolean not null default false;
alter table live_tables add column maintenance boolean not null default false;
