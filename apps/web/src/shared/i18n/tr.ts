import { trAccount } from './tr-account.ts';
import { trBackofficeSports } from './tr-backoffice-sports.ts';
import { trCashier } from './tr-cashier.ts';
import { trCatalogue } from './tr-catalogue.ts';
import { trGames } from './tr-games.ts';
import { trHistory } from './tr-history.ts';
import { trLive } from './tr-live.ts';
import { trQuick } from './tr-quick.ts';
import { trSecurity } from './tr-security.ts';
import { trPersonalData } from './tr-personal-data.ts';
import { trSite } from './tr-site.ts';
import { trSports } from './tr-sports.ts';
import { trSupport } from './tr-support.ts';

/** Turkish interface texts (the default language). API and validation texts live in the contract catalogue. */
export const tr = {
  ...trSite,
  ...trGames,
  ...trAccount,
  ...trSecurity,
  ...trPersonalData,
  ...trCatalogue,
  ...trHistory,
  ...trCashier,
  ...trLive,
  ...trQuick,
  ...trSports,
  ...trBackofficeSports,
  ...trSupport,
};

export type Translations = typeof tr;
