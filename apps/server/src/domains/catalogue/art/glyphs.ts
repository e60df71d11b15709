import { fixed as f } from './art-random.ts';

/** A centred emblem drawn at (x, y) within a box of `s`; no letters, nothing to translate. */
export type Glyph = (x: number, y: number, s: number, fill: string, accent: string) => string;

const tulip: Glyph = (x, y, s, fill, accent) =>
  `<path d="M${f(x)} ${f(y + s * 0.5)}V${f(y)}" stroke="${accent}" stroke-width="${f(s * 0.06)}"/>` +
  `<path d="M${f(x - s * 0.3)} ${f(y - s * 0.35)}Q${f(x - s * 0.32)} ${f(y + s * 0.1)} ${f(x)} ${f(y + s * 0.05)}Q${f(x + s * 0.32)} ${f(y + s * 0.1)} ${f(x + s * 0.3)} ${f(y - s * 0.35)}L${f(x + s * 0.15)} ${f(y - s * 0.2)}L${f(x)} ${f(y - s * 0.42)}L${f(x - s * 0.15)} ${f(y - s * 0.2)}Z" fill="${fill}"/>` +
  `<path d="M${f(x)} ${f(y + s * 0.3)}Q${f(x + s * 0.3)} ${f(y + s * 0.1)} ${f(x + s * 0.35)} ${f(y + s * 0.25)}Q${f(x + s * 0.15)} ${f(y + s * 0.4)} ${f(x)} ${f(y + s * 0.3)}Z" fill="${accent}"/>`;

const fish: Glyph = (x, y, s, fill, accent) =>
  `<ellipse cx="${f(x - s * 0.05)}" cy="${f(y)}" rx="${f(s * 0.32)}" ry="${f(s * 0.18)}" fill="${fill}"/>` +
  `<path d="M${f(x + s * 0.22)} ${f(y)}L${f(x + s * 0.45)} ${f(y - s * 0.18)}L${f(x + s * 0.45)} ${f(y + s * 0.18)}Z" fill="${fill}"/>` +
  `<circle cx="${f(x - s * 0.2)}" cy="${f(y - s * 0.04)}" r="${f(s * 0.04)}" fill="${accent}"/>`;

const cherry: Glyph = (x, y, s, fill, accent) =>
  `<path d="M${f(x - s * 0.18)} ${f(y + s * 0.1)}Q${f(x - s * 0.1)} ${f(y - s * 0.3)} ${f(x + s * 0.1)} ${f(y - s * 0.4)}Q${f(x + s * 0.1)} ${f(y - s * 0.1)} ${f(x + s * 0.2)} ${f(y + s * 0.05)}" fill="none" stroke="${accent}" stroke-width="${f(s * 0.05)}"/>` +
  `<circle cx="${f(x - s * 0.18)}" cy="${f(y + s * 0.2)}" r="${f(s * 0.17)}" fill="${fill}"/>` +
  `<circle cx="${f(x + s * 0.2)}" cy="${f(y + s * 0.15)}" r="${f(s * 0.17)}" fill="${fill}"/>`;

const diamond: Glyph = (x, y, s, fill, accent) =>
  `<path d="M${f(x - s * 0.4)} ${f(y - s * 0.12)}L${f(x - s * 0.2)} ${f(y - s * 0.35)}H${f(x + s * 0.2)}L${f(x + s * 0.4)} ${f(y - s * 0.12)}L${f(x)} ${f(y + s * 0.42)}Z" fill="${fill}"/>` +
  `<path d="M${f(x - s * 0.4)} ${f(y - s * 0.12)}H${f(x + s * 0.4)}M${f(x - s * 0.12)} ${f(y - s * 0.12)}L${f(x)} ${f(y + s * 0.42)}L${f(x + s * 0.12)} ${f(y - s * 0.12)}" fill="none" stroke="${accent}" stroke-width="${f(s * 0.03)}"/>`;

const bolt: Glyph = (x, y, s, fill, accent) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.45)}" fill="none" stroke="${accent}" stroke-width="${f(s * 0.04)}"/>` +
  `<path d="M${f(x + s * 0.08)} ${f(y - s * 0.4)}L${f(x - s * 0.2)} ${f(y + s * 0.05)}H${f(x)}L${f(x - s * 0.08)} ${f(y + s * 0.4)}L${f(x + s * 0.2)} ${f(y - s * 0.05)}H${f(x)}Z" fill="${fill}"/>`;

const dome: Glyph = (x, y, s, fill, accent) =>
  `<path d="M${f(x - s * 0.3)} ${f(y + s * 0.05)}A${f(s * 0.3)} ${f(s * 0.3)} 0 0 1 ${f(x + s * 0.3)} ${f(y + s * 0.05)}Z" fill="${fill}"/>` +
  `<rect x="${f(x - s * 0.38)}" y="${f(y + s * 0.05)}" width="${f(s * 0.76)}" height="${f(s * 0.3)}" fill="${fill}"/>` +
  `<rect x="${f(x + s * 0.4)}" y="${f(y - s * 0.4)}" width="${f(s * 0.06)}" height="${f(s * 0.75)}" fill="${accent}"/>` +
  `<rect x="${f(x - s * 0.46)}" y="${f(y - s * 0.4)}" width="${f(s * 0.06)}" height="${f(s * 0.75)}" fill="${accent}"/>`;

const pyramid: Glyph = (x, y, s, fill, accent) =>
  `<path d="M${f(x)} ${f(y - s * 0.4)}L${f(x + s * 0.45)} ${f(y + s * 0.35)}H${f(x - s * 0.45)}Z" fill="${fill}"/>` +
  `<path d="M${f(x)} ${f(y - s * 0.4)}L${f(x + s * 0.45)} ${f(y + s * 0.35)}H${f(x + s * 0.1)}Z" fill="${accent}" opacity="0.6"/>`;

const planet: Glyph = (x, y, s, fill, accent) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.28)}" fill="${fill}"/>` +
  `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.48)}" ry="${f(s * 0.12)}" fill="none" stroke="${accent}" stroke-width="${f(s * 0.05)}" transform="rotate(-18 ${f(x)} ${f(y)})"/>`;

const tree: Glyph = (x, y, s, fill, accent) =>
  `<rect x="${f(x - s * 0.05)}" y="${f(y + s * 0.2)}" width="${f(s * 0.1)}" height="${f(s * 0.2)}" fill="${accent}"/>` +
  `<path d="M${f(x)} ${f(y - s * 0.45)}L${f(x + s * 0.3)} ${f(y - s * 0.05)}H${f(x + s * 0.15)}L${f(x + s * 0.38)} ${f(y + s * 0.22)}H${f(x - s * 0.38)}L${f(x - s * 0.15)} ${f(y - s * 0.05)}H${f(x - s * 0.3)}Z" fill="${fill}"/>`;

const snowflake: Glyph = (x, y, s, fill) =>
  [0, 60, 120]
    .map(
      (angle) =>
        `<path d="M${f(x)} ${f(y - s * 0.42)}V${f(y + s * 0.42)}M${f(x - s * 0.1)} ${f(y - s * 0.32)}L${f(x)} ${f(y - s * 0.22)}L${f(x + s * 0.1)} ${f(y - s * 0.32)}M${f(x - s * 0.1)} ${f(y + s * 0.32)}L${f(x)} ${f(y + s * 0.22)}L${f(x + s * 0.1)} ${f(y + s * 0.32)}" stroke="${fill}" stroke-width="${f(s * 0.05)}" fill="none" stroke-linecap="round" transform="rotate(${angle} ${f(x)} ${f(y)})"/>`,
    )
    .join('');

export const wheel: Glyph = (x, y, s, fill, accent) => {
  const segments = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<path d="M${f(x)} ${f(y)}L${f(x + Math.cos(a) * s * 0.42)} ${f(y + Math.sin(a) * s * 0.42)}" stroke="${accent}" stroke-width="${f(s * 0.02)}"/>`;
  }).join('');
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.45)}" fill="${fill}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.42)}" fill="none" stroke="${accent}" stroke-width="${f(s * 0.04)}"/>` +
    segments +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.12)}" fill="${accent}"/>`
  );
};

export const cards: Glyph = (x, y, s, fill, accent) =>
  `<rect x="${f(x - s * 0.36)}" y="${f(y - s * 0.3)}" width="${f(s * 0.4)}" height="${f(s * 0.56)}" rx="${f(s * 0.05)}" fill="${fill}" transform="rotate(-12 ${f(x)} ${f(y)})"/>` +
  `<rect x="${f(x - s * 0.04)}" y="${f(y - s * 0.3)}" width="${f(s * 0.4)}" height="${f(s * 0.56)}" rx="${f(s * 0.05)}" fill="${fill}" stroke="${accent}" stroke-width="${f(s * 0.02)}" transform="rotate(10 ${f(x)} ${f(y)})"/>` +
  `<path d="M${f(x + s * 0.16)} ${f(y - s * 0.1)}l${f(s * 0.08)} ${f(s * 0.1)}l${f(-s * 0.08)} ${f(s * 0.1)}l${f(-s * 0.08)} ${f(-s * 0.1)}Z" fill="${accent}" transform="rotate(10 ${f(x)} ${f(y)})"/>`;

export const rocket: Glyph = (x, y, s, fill, accent) =>
  `<path d="M${f(x)} ${f(y - s * 0.45)}Q${f(x + s * 0.2)} ${f(y - s * 0.2)} ${f(x + s * 0.14)} ${f(y + s * 0.2)}H${f(x - s * 0.14)}Q${f(x - s * 0.2)} ${f(y - s * 0.2)} ${f(x)} ${f(y - s * 0.45)}Z" fill="${fill}"/>` +
  `<circle cx="${f(x)}" cy="${f(y - s * 0.12)}" r="${f(s * 0.07)}" fill="${accent}"/>` +
  `<path d="M${f(x - s * 0.1)} ${f(y + s * 0.22)}L${f(x)} ${f(y + s * 0.45)}L${f(x + s * 0.1)} ${f(y + s * 0.22)}Z" fill="${accent}"/>`;

export const THEME_GLYPHS: Record<string, Glyph> = {
  anatolian: tulip,
  sea: fish,
  fruit: cherry,
  gems: diamond,
  myths: bolt,
  istanbul: dome,
  desert: pyramid,
  space: planet,
  forest: tree,
  winter: snowflake,
};
