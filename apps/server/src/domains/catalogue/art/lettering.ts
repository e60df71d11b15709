import type { ArtDice } from './art-random.ts';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Words packed into lines of about `width` characters (a long word gets a line of its own). */
export function wrapTitle(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Letterings a title may take: the family, its weight and whether it is set in capitals. */
const FACES = [
  { family: 'Georgia, serif', weight: 700, caps: false },
  { family: 'Impact, Haettenschweiler, Arial Narrow, sans-serif', weight: 400, caps: true },
  { family: 'Trebuchet MS, Verdana, sans-serif', weight: 800, caps: true },
  { family: 'Palatino, Book Antiqua, serif', weight: 700, caps: true },
  { family: 'Verdana, Geneva, sans-serif', weight: 800, caps: false },
  { family: 'Courier New, monospace', weight: 700, caps: true },
] as const;

/**
 * The game's name set on its art: centred lines at `y` (their middle), as large as the card's
 * width allows, filled with `ink` and outlined with `outline` so it reads on any backdrop.
 */
export function titleBlock(
  dice: ArtDice,
  title: string,
  x: number,
  y: number,
  maxWidth: number,
  ink: string,
  outline: string,
  /** Capitals follow the title's language: Turkish dots its İ, English does not. */
  locale = 'tr-TR',
): string {
  const face = dice.pick(FACES);
  const shown = face.caps ? title.toLocaleUpperCase(locale) : title;
  const lines = wrapTitle(shown, shown.length > 22 ? 13 : 11);
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(44, (maxWidth / Math.max(longest, 4)) * (face.caps ? 1.55 : 1.75));
  const lead = size * 1.08;
  const top = y - ((lines.length - 1) * lead) / 2;
  const spans = lines
    .map(
      (line, i) => `<tspan x="${x}" y="${(top + i * lead).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text text-anchor="middle" dominant-baseline="central" font-family="${face.family}" font-weight="${face.weight}" font-size="${size.toFixed(1)}" fill="${ink}" stroke="${outline}" stroke-width="${(size / 9).toFixed(1)}" paint-order="stroke" stroke-linejoin="round">${spans}</text>`;
}

/** The studio's mark: a monogram disc and the name, small, at the foot of the card. */
export function providerMark(provider: string, x: number, y: number, ink: string, ground: string) {
  const initials = provider
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toLocaleUpperCase('tr-TR');
  const label = escapeXml(provider);
  const width = 34 + provider.length * 6.4;
  return (
    `<g transform="translate(${(x - width / 2).toFixed(1)} ${y})">` +
    `<rect width="${width.toFixed(1)}" height="24" rx="12" fill="${ground}" opacity=".78"/>` +
    `<circle cx="12" cy="12" r="9" fill="${ink}"/>` +
    `<text x="12" y="12.5" text-anchor="middle" dominant-baseline="central" font-family="Verdana, sans-serif" font-size="8" font-weight="700" fill="${ground}">${escapeXml(initials)}</text>` +
    `<text x="26" y="12.5" dominant-baseline="central" font-family="Verdana, sans-serif" font-size="10.5" fill="${ink}">${label}</text>` +
    `</g>`
  );
}
