-- Pictures the back office uploads for sliders, promotions and popups (issue 18, content).
-- Kept in the database so every server process serves the same bytes; a picture never
-- changes once stored (a new upload is a new row), so it is served as immutable.
create table cms_media (
  id serial primary key,
  content_type text not null
    check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
  bytes bytea not null,
  byte_size integer not null check (byte_size between 1 and 1048576),
  sha256 text not null unique,
  uploaded_by integer,
  created_at timestamptz not null default now()
);

-- Where a promotion or popup shows (SPEC §7 SiteType): on both sites, or on one.
alter table cms_promotions
  add column site_type text not null default 'all' check (site_type in ('all', 'desktop', 'mobile'));
alter table cms_popups
  add column site_type text not null default 'all' check (site_type in ('all', 'desktop', 'mobile'));
