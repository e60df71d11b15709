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
import { trVirtuals } from './tr-virtuals.ts';
import { trRacing } from './tr-racing.ts';
import { trTournaments } from './tr-tournaments.ts';
import { trBonus } from './tr-bonus.ts';
import { trSupport } from './tr-support.ts';
import { trResponsibleGaming } from './tr-responsible-gaming.ts';
import { trBackofficePlayers } from './tr-backoffice-players.ts';
import { trBackofficeCatalogue } from './tr-backoffice-catalogue.ts';
import { trBackofficeContent } from './tr-backoffice-content.ts';
import { trBackofficeReports } from './tr-backoffice-reports.ts';
import { trBackofficeAccess } from './tr-backoffice-access.ts';
import { trBackofficePrizes } from './tr-backoffice-prizes.ts';
import { trDocuments } from './tr-documents.ts';

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
  ...trVirtuals,
  ...trRacing,
  ...trTournaments,
  ...trBonus,
  ...trBackofficeSports,
  ...trSupport,
  ...trResponsibleGaming,
  ...trBackofficePlayers,
  ...trBackofficeCatalogue,
  ...trBackofficeContent,
  ...trBackofficeReports,
  ...trBackofficeAccess,
  ...trBackofficePrizes,
  ...trDocuments,
};

export type Translations = typeof tr;
