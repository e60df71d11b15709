import type { z } from 'zod';
import {
  catalogueCategoryPayload,
  catalogueGamePayload,
  catalogueGamesQuery,
  catalogueMembershipPayload,
  catalogueMovePayload,
  catalogueProviderPayload,
  catalogueTablePayload,
  type CatalogueCategoryView,
  type CatalogueGamesPage,
  type CatalogueProviderView,
  type CatalogueTableView,
} from '../backoffice-catalogue.ts';
import { defineRoute, reply } from './route.ts';

/** A catalogue change (catalogue.edit), answered with what was applied. */
const change = <P extends `/catalogue/${string}`, S extends z.ZodType>(path: P, body: S) =>
  defineRoute({
    method: 'POST',
    path,
    access: 'catalogue.edit',
    body,
    reply: reply<z.output<S>>(),
  });

/** Providers, categories, games and live tables: read and changed with catalogue.edit. */
export const catalogueRoutes = {
  'catalogue.providers': defineRoute({
    method: 'GET',
    path: '/catalogue/providers',
    access: 'catalogue.edit',
    reply: reply<{ items: CatalogueProviderView[] }>(),
  }),
  'catalogue.categories': defineRoute({
    method: 'GET',
    path: '/catalogue/categories',
    access: 'catalogue.edit',
    reply: reply<{ items: CatalogueCategoryView[] }>(),
  }),
  'catalogue.tables': defineRoute({
    method: 'GET',
    path: '/catalogue/tables',
    access: 'catalogue.edit',
    reply: reply<{ items: CatalogueTableView[] }>(),
  }),
  'catalogue.games': defineRoute({
    method: 'GET',
    path: '/catalogue/games',
    access: 'catalogue.edit',
    query: catalogueGamesQuery,
    reply: reply<CatalogueGamesPage>(),
  }),
  'catalogue.setProvider': change('/catalogue/providers', catalogueProviderPayload),
  'catalogue.setCategory': change('/catalogue/categories', catalogueCategoryPayload),
  'catalogue.setTable': change('/catalogue/tables', catalogueTablePayload),
  'catalogue.setGame': change('/catalogue/games', catalogueGamePayload),
  'catalogue.setMembership': change('/catalogue/membership', catalogueMembershipPayload),
  'catalogue.move': change('/catalogue/move', catalogueMovePayload),
};
