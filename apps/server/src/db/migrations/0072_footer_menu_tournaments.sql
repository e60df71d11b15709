-- Sites seeded before it get the footer's tournaments link (issue 38, item 6) after About us in
-- the Company group, as a new site's seed has it. A footer that links /tournaments already, or
-- has no Company group, is left as it is.
update static_documents d
set body = (
  select jsonb_agg(
    case
      when grp ->> 'id' = 'company' then jsonb_set(
        grp,
        '{items}',
        (
          select jsonb_agg(entry.item order by entry.position)
          from (
            select e.item, e.ord::numeric as position
            from jsonb_array_elements(grp -> 'items') with ordinality as e(item, ord)
            union all
            select '{"id":"tournaments","label":{"tr":"Turnuvalar","en":"Tournaments"},"path":"/tournaments"}'::jsonb,
              coalesce(
                (select e.ord from jsonb_array_elements(grp -> 'items') with ordinality as e(item, ord)
                 where e.item ->> 'path' = '/about-us' limit 1),
                jsonb_array_length(grp -> 'items')
              ) + 0.5
          ) as entry
        )
      )
      else grp
    end
    order by g.ord
  )
  from jsonb_array_elements(d.body) with ordinality as g(grp, ord)
)
where d.name = 'footer-menu'
  and jsonb_typeof(d.body) = 'array'
  and exists (
    select 1 from jsonb_array_elements(d.body) as g(grp)
    where g.grp ->> 'id' = 'company' and jsonb_typeof(g.grp -> 'items') = 'array'
  )
  and not exists (
    select 1 from jsonb_array_elements(d.body) as g(grp),
      jsonb_array_elements(g.grp -> 'items') as e(item)
    where e.item ->> 'path' = '/tournaments'
  );
