import { z } from 'zod';
import type { LocalizedText } from './site.ts';

/**
 * The catalogue in the back office (issue 18, part 4) under BACKOFFICE_API/catalogue: providers,
 * categories (SPEC §9 ids), games and live tables. Reading and every change need
 * `catalogue.edit`. A disabled provider, category, game or table leaves the lobby and its launch
 * is refused; one under maintenance stays listed, marked, and is not launched.
 */

export interface CatalogueProviderView {
  id: number;
  name: string;
  slug: string;
  enabled: boolean;
  maintenance: boolean;
  games: number;
  tables: number;
}

export interface CatalogueCategoryView {
  id: number;
  kind: 'casino' | 'live';
  slug: string;
  name: LocalizedText;
  enabled: boolean;
  members: number;
}

export interface CatalogueGameView {
  id: number;
  name: string;
  providerId: number;
  providerName: string;
  enabled: boolean;
  maintenance: boolean;
  thumbnail: string;
  /** Basis points: 9612 is 96.12 %. */
  rtpBp: number;
  /** The categories the game is on. */
  categoryIds: number[];
  /** Its place in the category asked for (1 first); null without one. */
  position: number | null;
}

export interface CatalogueTableView {
  id: number;
  name: string;
  providerName: string;
  categoryId: number;
  enabled: boolean;
  maintenance: boolean;
  thumbnail: string;
}

/** GET /catalogue/games: a category in its order, or a provider's, or a search by name. */
export const catalogueGamesQuery = z.object({
  categoryId: z.coerce.number().int().positive({ error: 'invalid_value' }).optional(),
  providerId: z.coerce.number().int().positive({ error: 'invalid_value' }).optional(),
  q: z.string().trim().max(60, { error: 'value_too_long' }).default(''),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export interface CatalogueGamesPage {
  items: CatalogueGameView[];
  total: number;
}

const id = z.number({ error: 'invalid_value' }).int().positive({ error: 'invalid_value' });
const flag = z.boolean({ error: 'invalid_value' }).optional();

/** POST /catalogue/providers: switch a provider on or off, or into maintenance. */
export const catalogueProviderPayload = z.object({ id, enabled: flag, maintenance: flag });

/** POST /catalogue/categories: switch a category (a lobby shelf) on or off. */
export const catalogueCategoryPayload = z.object({
  id,
  enabled: z.boolean({ error: 'invalid_value' }),
});

/** POST /catalogue/tables */
export const catalogueTablePayload = z.object({ id, enabled: flag, maintenance: flag });

/** POST /catalogue/games: on or off, maintenance, thumbnail (https or a site path), RTP shown. */
export const catalogueGamePayload = z.object({
  id,
  enabled: flag,
  maintenance: flag,
  thumbnail: z
    .string({ error: 'invalid_value' })
    .trim()
    .max(500, { error: 'value_too_long' })
    .regex(/^(https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, { error: 'invalid_value' })
    .optional(),
  rtpBp: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(5000, { error: 'invalid_value' })
    .max(9999, { error: 'invalid_value' })
    .optional(),
});

/** POST /catalogue/membership: put a game on a casino category (last) or take it off. */
export const catalogueMembershipPayload = z.object({
  categoryId: id,
  gameId: id,
  member: z.boolean({ error: 'invalid_value' }),
});

/** POST /catalogue/move: one place up or down within a category. */
export const catalogueMovePayload = z.object({
  categoryId: id,
  gameId: id,
  direction: z.enum(['up', 'down'], { error: 'invalid_value' }),
});
