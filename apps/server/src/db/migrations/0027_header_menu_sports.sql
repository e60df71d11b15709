-- Sites seeded before the sportsbook get its two header entries (Spor, Canlı Bahis) right after
-- Canlı Casino, as a new site's seed has them; an operator's own menu without a Canlı Casino
-- entry gets them at the end. A menu that already links the sportsbook is left as it is.
update static_documents d
set body = (
  select jsonb_agg(entry.item order by entry.position)
  from (
    select e.item, e.ord::numeric as position
    from jsonb_array_elements(d.body) with ordinality as e(item, ord)
    union all
    select added.item,
      coalesce(
        (select e.ord from jsonb_array_elements(d.body) with ordinality as e(item, ord)
         where e.item ->> 'id' = 'live' limit 1),
        jsonb_array_length(d.body)
      ) + added.k / 10.0
    from (values
      ('{"id":"sport","label":{"tr":"Spor","en":"Sports"},"path":"/sport"}'::jsonb, 1),
      ('{"id":"live-sport","label":{"tr":"Canlı Bahis","en":"Live betting"},"path":"/live-sport"}'::jsonb, 2)
    ) as added(item, k)
  ) as entry
)
where d.name = 'header-menu'
  and jsonb_typeof(d.body) = 'array'
  and not exists (
    select 1 from jsonb_array_elements(d.body) as e(item)
    where e.item ->> 'path' in ('/sport', '/live-sport')
  );
