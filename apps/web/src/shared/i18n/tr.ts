import { trAccount } from './tr-account.ts';
import { trCatalogue } from './tr-catalogue.ts';
import { trSecurity } from './tr-security.ts';
import { trSite } from './tr-site.ts';

/** Turkish interface texts (the default language). API and validation texts live in the contract catalogue. */
export const tr = { ...trSite, ...trAccount, ...trSecurity, ...trCatalogue };

export type Translations = typeof tr;
