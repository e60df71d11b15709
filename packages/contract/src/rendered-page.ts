/**
 * What the server and the app agree on for the landing pages the server renders: the cookies
 * the app writes for the server, and the marks and blocks the server puts in the page.
 */

/**
 * The language the player picked: 'tr' or 'en'. Cookies are not secrets: each repeats a choice
 * the player made, which the app also keeps in localStorage.
 */
export const LANGUAGE_COOKIE = 'lale_lang';

/** The colour scheme the player picked: 'light', 'dark' or 'auto' (rendered dark). */
export const COLOR_SCHEME_COOKIE = 'lale_scheme';

/** A year, renewed whenever the app starts. */
export const PAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

export const colorSchemes = ['light', 'dark', 'auto'] as const;
export type ColorScheme = (typeof colorSchemes)[number];
export const defaultColorScheme: ColorScheme = 'dark';

/** A stored or sent scheme we offer, else the site's dark one. */
export function normalizeColorScheme(value: unknown): ColorScheme {
  return (colorSchemes as readonly unknown[]).includes(value)
    ? (value as ColorScheme)
    : defaultColorScheme;
}

/** `<meta name=…>` in the head of a page the server rendered. */
export const RENDERED_PAGE_MARK = 'lale-rendered';

/** The JSON block with the state the page was rendered from (web: rendered-state.ts). */
export const RENDERED_STATE_ID = 'lale-rendered-state';

/** The JSON block listing the app's code, loaded once the page has painted (web: app-code.ts). */
export const APP_CODE_ID = 'app-code';
