export type Lang = 'tr' | 'en';

/**
 * Both languages, always: for the journeys a product area is accepted on in Turkish and in
 * English (the bonus, tournament and responsible-gaming journeys, virtual sports).
 */
export const BOTH_LANGUAGES: readonly Lang[] = ['tr', 'en'];

/**
 * The languages one spec file's journeys run in. Every journey is written for Turkish and
 * English; a run drives each file in the one language it names, half the files in each, so
 * that both languages are played through in every run at half the time. The axe sweep
 * (tests/accessibility/routes.spec.ts) still opens every route in both, and the catalogues'
 * key parity is a unit test. `E2E_LANGUAGES=both` runs every journey in both languages.
 */
export function journeyLanguages(language: Lang): readonly Lang[] {
  return process.env.E2E_LANGUAGES === 'both' ? BOTH_LANGUAGES : [language];
}
