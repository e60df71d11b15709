-- Virtual sports (domains/virtuals): a virtual league is a sportsbook league marked virtual, its
-- matches and races ordinary sport_events with their markets, so the bet slip, coupons and their
-- settlement work unchanged. The sportsbook's own listings, live engine and calendar leave the
-- virtual leagues out; each virtual product's schedule plays its rounds instead.
alter table sport_leagues add column virtual boolean not null default false;

-- One row per round of a product ('football': 9 matches; a race): created ahead with its events
-- (their seed hashes published), closed at kick-off, played for the show, then finished.
create table virtual_rounds (
  product text not null,
  round_no integer not null check (round_no > 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  state text not null default 'open' check (state in ('open', 'playing', 'finished')),
  created_at timestamptz not null,
  primary key (product, round_no)
);
create index virtual_rounds_unfinished on virtual_rounds (product, starts_at)
  where state <> 'finished';
create index virtual_rounds_finished on virtual_rounds (product, round_no desc)
  where state = 'finished';

alter table sport_events add column virtual_product text, add column virtual_round integer;
alter table sport_events add constraint sport_events_virtual_round
  foreign key (virtual_product, virtual_round) references virtual_rounds (product, round_no);
create index sport_events_virtual on sport_events (virtual_product, virtual_round)
  where virtual_product is not null;

-- Sites seeded before virtual sports get the header entry (Sanal Sporlar) after Canlı Bahis, as
-- a new site's seed has it (at the end of a menu without Canlı Bahis); a menu that already
-- links it is left alone.
update static_documents d
set body = (
  select jsonb_agg(entry.item order by entry.position)
  from (
    select e.item, e.ord::numeric as position
    from jsonb_array_elements(d.body) with ordinality as e(item, ord)
    union all
    select '{"id":"virtual-sports","label":{"tr":"Sanal Sporlar","en":"Virtual sports"},"path":"/virtual-sports"}'::jsonb,
      coalesce(
        (select e.ord from jsonb_array_elements(d.body) with ordinality as e(item, ord)
         where e.item ->> 'id' = 'live-sport' limit 1),
        jsonb_array_length(d.body)
      ) + 0.5
  ) as entry
)
where d.name = 'header-menu'
  and jsonb_typeof(d.body) = 'array'
  and not exists (
    select 1 from jsonb_array_elements(d.body) as e(item)
    where e.item ->> 'path' = '/virtual-sports'
  );
