-- Sliders and popups may point at a promotion (issue 16 point 2): the player's site then opens
-- that promotion (/promotions?promotion=<id>) instead of their own link. Deleting the promotion
-- leaves them pointing nowhere rather than failing.
alter table cms_sliders
  add column promotion_id integer references cms_promotions (id) on delete set null;
alter table cms_popups
  add column promotion_id integer references cms_promotions (id) on delete set null;

-- A database seeded before this: the welcome slider opens the welcome promotion.
update cms_sliders s set promotion_id = p.id
from (select id from cms_promotions where title ->> 'en' = '50% Welcome Bonus'
      order by id limit 1) p
where s.title ->> 'en' = '50% Welcome Bonus' and s.promotion_id is null;
