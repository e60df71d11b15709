/**
 * Words a table's chat does not show, Turkish and English, matched on the folded word (case,
 * Turkish dotted/dotless i and accents ignored) and starred out letter for letter, so the line
 * keeps its shape. Kept short and plain on purpose: an operator's list can replace it.
 */
const BLOCKED = new Set(
  [
    // Turkish
    'amk',
    'aq',
    'orospu',
    'piç',
    'siktir',
    'sik',
    'yarak',
    'göt',
    'gavat',
    'pezevenk',
    'ibne',
    'kahpe',
    'şerefsiz',
    'salak',
    'aptal',
    // English
    'fuck',
    'fucking',
    'shit',
    'bitch',
    'bastard',
    'asshole',
    'dick',
    'cunt',
    'whore',
    'slut',
    'idiot',
    'moron',
  ].map(fold),
);

function fold(word: string): string {
  return word.toLocaleLowerCase('tr').replaceAll('ı', 'i').normalize('NFD').replace(/\p{M}/gu, '');
}

/** The line with every blocked word starred out; `filtered` says whether any was. */
export function filterChat(text: string): { text: string; filtered: boolean } {
  let filtered = false;
  const out = text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    if (!BLOCKED.has(fold(word))) return word;
    filtered = true;
    return '*'.repeat(Array.from(word).length);
  });
  return { text: out, filtered };
}
