-- The home page's popups and special-date notes are shown once per player (issue 38, item 7):
-- a row per notice the player has been shown. A notice deleted takes its rows with it.
create table cms_popups_seen (
  user_id integer not null references users (id) on delete cascade,
  popup_id integer not null references cms_popups (id) on delete cascade,
  seen_at timestamptz not null,
  primary key (user_id, popup_id)
);

create table cms_special_dates_seen (
  user_id integer not null references users (id) on delete cascade,
  special_date_id integer not null references cms_special_dates (id) on delete cascade,
  seen_at timestamptz not null,
  primary key (user_id, special_date_id)
);

-- A database seeded before this: the welcome popup opens the welcome promotion, so that a player
-- who can no longer take its bonus is not offered it.
update cms_popups s set promotion_id = p.id
from (select id from cms_promotions where title ->> 'en' = '50% Welcome Bonus'
      order by id limit 1) p
where s.title ->> 'en' = 'Welcome!' and s.promotion_id is null;
