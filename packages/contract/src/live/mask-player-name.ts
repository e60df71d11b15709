const MASK = '***';

/**
 * How other players see a name in public topics: its first two characters and always `***`
 * ('deniz' → 'de***'), so the length is not revealed either. Names of one or two characters
 * keep only the first; an empty name is just '***'. Characters are code points, never half a
 * surrogate pair.
 */
export function maskPlayerName(username: string): string {
  const characters = Array.from(username.trim());
  const shown = characters.length > 2 ? 2 : Math.min(1, characters.length);
  return `${characters.slice(0, shown).join('')}${MASK}`;
}
