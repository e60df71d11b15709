-- Site-wide settings (maintenance flag and message, site name...), one JSON value per key.
create table site_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);

-- The JSON documents served under /datas/ (menus, languages, partners, investment methods).
create table static_documents (
  name text primary key,
  body jsonb not null,
  updated_at timestamptz not null default now()
);

create table licenses (
  id serial primary key,
  authority text not null,
  number text not null,
  jurisdiction text not null,
  url text,
  logo text,
  sort_order integer not null default 0
);

-- Localised texts are jsonb objects {"tr": ..., "en": ...}.
create table cms_information (
  inf_type text primary key,
  title jsonb not null,
  body jsonb not null,
  updated_at timestamptz not null default now()
);

create table cms_sliders (
  id serial primary key,
  site_id integer not null default 889,
  slider_type text not null default 'slot',
  place text not null default 'all' check (place in ('all', 'sol', 'sag')),
  title jsonb not null,
  description jsonb not null,
  image text not null,
  link text,
  status smallint not null default 1 check (status in (0, 1)),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  sort_order integer not null default 0
);
create index cms_sliders_visible on cms_sliders (status, starts_at, ends_at);

create table cms_promotions (
  id serial primary key,
  category text not null,
  title jsonb not null,
  summary jsonb not null,
  body jsonb not null,
  image text not null,
  status smallint not null default 1 check (status in (0, 1)),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  sort_order integer not null default 0
);

create table cms_popups (
  id serial primary key,
  site_id integer not null default 111,
  title jsonb not null,
  body jsonb not null,
  image text,
  active smallint not null default 1 check (active in (0, 1)),
  starts_at timestamptz not null,
  ends_at timestamptz not null
);

create table cms_special_dates (
  id serial primary key,
  title jsonb not null,
  body jsonb not null,
  status smallint not null default 1 check (status in (0, 1)),
  starts_at timestamptz not null,
  ends_at timestamptz not null
);

create table cms_tournaments (
  id serial primary key,
  title jsonb not null,
  summary jsonb not null,
  body jsonb not null,
  image text not null,
  prize_pool bigint not null check (prize_pool >= 0),
  currency text not null default 'TRY',
  status smallint not null default 1 check (status in (0, 1)),
  starts_at timestamptz not null,
  ends_at timestamptz not null
);
create index cms_tournaments_window on cms_tournaments (starts_at, ends_at);
