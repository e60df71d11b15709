import {
  bigint,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@lale/contract/site';

/** Mirrors migrations/*.sql, which are the source of truth for the database. */
const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
const timestamps = {
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
};

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const staticDocuments = pgTable('static_documents', {
  name: text('name').primaryKey(),
  body: jsonb('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const licenses = pgTable('licenses', {
  id: serial('id').primaryKey(),
  authority: text('authority').notNull(),
  number: text('number').notNull(),
  jurisdiction: text('jurisdiction').notNull(),
  url: text('url'),
  logo: text('logo'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const cmsInformation = pgTable('cms_information', {
  infType: text('inf_type').primaryKey(),
  title: localized('title'),
  body: localized('body'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const cmsSliders = pgTable('cms_sliders', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().default(889),
  sliderType: text('slider_type').notNull().default('slot'),
  place: text('place').$type<'all' | 'sol' | 'sag'>().notNull().default('all'),
  title: localized('title'),
  description: localized('description'),
  image: text('image').notNull(),
  link: text('link'),
  /** Migration 0054: the promotion it opens (wins over `link` on the player's site). */
  promotionId: integer('promotion_id'),
  status: smallint('status').notNull().default(1),
  ...timestamps,
  sortOrder: integer('sort_order').notNull().default(0),
});

export const cmsPromotions = pgTable('cms_promotions', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  title: localized('title'),
  summary: localized('summary'),
  body: localized('body'),
  image: text('image').notNull(),
  status: smallint('status').notNull().default(1),
  ...timestamps,
  sortOrder: integer('sort_order').notNull().default(0),
  siteType: text('site_type').$type<'all' | 'desktop' | 'mobile'>().notNull().default('all'),
});

export const cmsPopups = pgTable('cms_popups', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().default(111),
  title: localized('title'),
  body: localized('body'),
  image: text('image'),
  /** Migration 0054: the promotion it opens. */
  promotionId: integer('promotion_id'),
  active: smallint('active').notNull().default(1),
  ...timestamps,
  siteType: text('site_type').$type<'all' | 'desktop' | 'mobile'>().notNull().default('all'),
});

export const cmsSpecialDates = pgTable('cms_special_dates', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  body: localized('body'),
  status: smallint('status').notNull().default(1),
  ...timestamps,
});

export const cmsTournaments = pgTable('cms_tournaments', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  summary: localized('summary'),
  body: localized('body'),
  image: text('image').notNull(),
  prizePool: bigint('prize_pool', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('TRY'),
  status: smallint('status').notNull().default(1),
  ...timestamps,
});

export * from './accounts-schema.ts';
export * from './catalogue-schema.ts';
export * from './cashier-schema.ts';
export * from './wallet-schema.ts';
export * from './studio-schema.ts';
export * from './responsible-gaming-schema.ts';
export * from './responsible-gaming-breaks-schema.ts';
