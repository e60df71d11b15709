import { enAccount } from './en-account.ts';
import { enBackofficeSports } from './en-backoffice-sports.ts';
import { enCashier } from './en-cashier.ts';
import { enCatalogue } from './en-catalogue.ts';
import { enGames } from './en-games.ts';
import { enHistory } from './en-history.ts';
import { enLive } from './en-live.ts';
import { enQuick } from './en-quick.ts';
import { enSecurity } from './en-security.ts';
import { enPersonalData } from './en-personal-data.ts';
import { enSite } from './en-site.ts';
import { enSports } from './en-sports.ts';
import { enSupport } from './en-support.ts';
import type { Translations } from './tr.ts';

/** English interface texts; the types keep the keys identical to Turkish. */
export const en: Translations = {
  ...enSite,
  ...enGames,
  ...enAccount,
  ...enSecurity,
  ...enPersonalData,
  ...enCatalogue,
  ...enHistory,
  ...enCashier,
  ...enLive,
  ...enQuick,
  ...enSports,
  ...enBackofficeSports,
  ...enSupport,
};
