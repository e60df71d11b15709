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
import { enVirtuals } from './en-virtuals.ts';
import { enRacing } from './en-racing.ts';
import { enTournaments } from './en-tournaments.ts';
import { enBonus } from './en-bonus.ts';
import { enSupport } from './en-support.ts';
import { enResponsibleGaming } from './en-responsible-gaming.ts';
import { enBackofficePlayers } from './en-backoffice-players.ts';
import { enBackofficeCatalogue } from './en-backoffice-catalogue.ts';
import { enBackofficeContent } from './en-backoffice-content.ts';
import { enBackofficeReports } from './en-backoffice-reports.ts';
import { enBackofficeAccess } from './en-backoffice-access.ts';
import { enBackofficePrizes } from './en-backoffice-prizes.ts';
import { enDocuments } from './en-documents.ts';
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
  ...enVirtuals,
  ...enRacing,
  ...enTournaments,
  ...enBonus,
  ...enBackofficeSports,
  ...enSupport,
  ...enResponsibleGaming,
  ...enBackofficePlayers,
  ...enBackofficeCatalogue,
  ...enBackofficeContent,
  ...enBackofficeReports,
  ...enBackofficeAccess,
  ...enBackofficePrizes,
  ...enDocuments,
};
