import { SEARCH_MIN_LENGTH } from '@lale/contract/constants';
import { foldTurkish } from '@lale/contract/validators/search';

/** What the catalogue's search_name column holds for a {tr, en} name. */
export function searchNameOf(name: { tr: string; en: string }): string {
  return foldTurkish(`${name.tr} ${name.en}`);
}

/**
 * The LIKE pattern for a part-of-word search, or null when too little is left once folded
 * (a string of combining marks folds to nothing). LIKE's own wildcards in the text are
 * escaped: a '%' typed by the player matches a '%', not everything.
 */
export function containsPattern(text: string): string | null {
  const folded = foldTurkish(text.trim());
  if (folded.length < SEARCH_MIN_LENGTH) return null;
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
