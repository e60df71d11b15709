import { enAccount } from './en-account.ts';
import { enCatalogue } from './en-catalogue.ts';
import { enSecurity } from './en-security.ts';
import { enSite } from './en-site.ts';
import type { Translations } from './tr.ts';

/** English interface texts; the types keep the keys identical to Turkish. */
export const en: Translations = { ...enSite, ...enAccount, ...enSecurity, ...enCatalogue };
