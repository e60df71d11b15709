/**
 * Cookies the app writes for the server, which renders guests' landing pages with them. Not
 * secrets: each repeats a choice the player made, which the app also keeps in localStorage.
 */

/** The language the player picked: 'tr' or 'en'. */
export const LANGUAGE_COOKIE = 'lale_lang';

/** The colour scheme the player picked: 'light', 'dark' or 'auto' (rendered dark). */
export const COLOR_SCHEME_COOKIE = 'lale_scheme';

/** A year, renewed whenever the app starts. */
export const PAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
