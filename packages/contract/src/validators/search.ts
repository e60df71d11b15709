import { SEARCH_MIN_LENGTH } from '../constants.ts';

export function isSearchLongEnough(text: string): boolean {
  return text.trim().length >= SEARCH_MIN_LENGTH;
}

/**
 * Folds Turkish letters, case and dots so that 'SEKER', 'şeker' and 'Şeker' compare equal
 * (ı/I/İ/i → i, ş → s, ğ → g, ü → u, ö → o, ç → c).
 */
export function foldTurkish(text: string): string {
  return text.replace(/[İIı]/g, 'i').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}
