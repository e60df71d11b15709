import { fixed as f } from './art-random.ts';
import type { Glyph } from './glyphs.ts';

const star: Glyph = (x, y, s, fill, accent) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? s * 0.45 : s * 0.19;
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    return `${f(x + Math.cos(a) * r)} ${f(y + Math.sin(a) * r)}`;
  });
  return `<path d="M${points.join('L')}Z" fill="${fill}" stroke="${accent}" stroke-width="${f(s * 0.03)}" stroke-linejoin="round"/>`;
};

const crown: Glyph = (x, y, s, fill, accent) =>
  `<path d="M${f(x - s * 0.4)} ${f(y + s * 0.25)}L${f(x - s * 0.44)} ${f(y - s * 0.25)}L${f(x - s * 0.2)} ${f(y)}L${f(x)} ${f(y - s * 0.38)}L${f(x + s * 0.2)} ${f(y)}L${f(x + s * 0.44)} ${f(y - s * 0.25)}L${f(x + s * 0.4)} ${f(y + s * 0.25)}Z" fill="${fill}"/>` +
  `<rect x="${f(x - s * 0.4)}" y="${f(y + s * 0.27)}" width="${f(s * 0.8)}" height="${f(s * 0.1)}" rx="${f(s * 0.03)}" fill="${accent}"/>` +
  [-0.44, 0, 0.44]
    .map(
      (dx, i) =>
        `<circle cx="${f(x + dx * s)}" cy="${f(y - s * (i === 1 ? 0.4 : 0.27))}" r="${f(s * 0.05)}" fill="${accent}"/>`,
    )
    .join('');

const sun: Glyph = (x, y, s, fill, accent) =>
  Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<path d="M${f(x + Math.cos(a) * s * 0.28)} ${f(y + Math.sin(a) * s * 0.28)}L${f(x + Math.cos(a) * s * 0.46)} ${f(y + Math.sin(a) * s * 0.46)}" stroke="${accent}" stroke-width="${f(s * 0.05)}" stroke-linecap="round"/>`;
  }).join('') + `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.24)}" fill="${fill}"/>`;

const moon: Glyph = (x, y, s, fill, accent) =>
  `<path d="M${f(x + s * 0.1)} ${f(y - s * 0.42)}A${f(s * 0.42)} ${f(s * 0.42)} 0 1 0 ${f(x + s * 0.1)} ${f(y + s * 0.42)}A${f(s * 0.33)} ${f(s * 0.33)} 0 1 1 ${f(x + s * 0.1)} ${f(y - s * 0.42)}Z" fill="${fill}"/>` +
  `<circle cx="${f(x + s * 0.3)}" cy="${f(y - s * 0.1)}" r="${f(s * 0.05)}" fill="${accent}"/>`;

const bell: Glyph = (x, y, s, fill, accent) =>
  `<path d="M${f(x - s * 0.36)} ${f(y + s * 0.25)}Q${f(x - s * 0.3)} ${f(y + s * 0.1)} ${f(x - s * 0.28)} ${f(y - s * 0.1)}Q${f(x - s * 0.25)} ${f(y - s * 0.38)} ${f(x)} ${f(y - s * 0.38)}Q${f(x + s * 0.25)} ${f(y - s * 0.38)} ${f(x + s * 0.28)} ${f(y - s * 0.1)}Q${f(x + s * 0.3)} ${f(y + s * 0.1)} ${f(x + s * 0.36)} ${f(y + s * 0.25)}Z" fill="${fill}"/>` +
  `<circle cx="${f(x)}" cy="${f(y + s * 0.32)}" r="${f(s * 0.08)}" fill="${accent}"/>`;

const coin: Glyph = (x, y, s, fill, accent) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.4)}" fill="${fill}" stroke="${accent}" stroke-width="${f(s * 0.05)}"/>` +
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.28)}" fill="none" stroke="${accent}" stroke-width="${f(s * 0.02)}" stroke-dasharray="${f(s * 0.04)} ${f(s * 0.03)}"/>` +
  `<path d="M${f(x - s * 0.1)} ${f(y - s * 0.15)}V${f(y + s * 0.15)}H${f(x + s * 0.12)}M${f(x - s * 0.16)} ${f(y)}L${f(x + s * 0.04)} ${f(y - s * 0.06)}M${f(x - s * 0.16)} ${f(y + s * 0.07)}L${f(x + s * 0.04)} ${f(y + s * 0.01)}" fill="none" stroke="${accent}" stroke-width="${f(s * 0.04)}" stroke-linecap="round"/>`;

const wave: Glyph = (x, y, s, fill, accent) =>
  `<path d="M${f(x - s * 0.45)} ${f(y + s * 0.2)}Q${f(x - s * 0.3)} ${f(y - s * 0.4)} ${f(x + s * 0.1)} ${f(y - s * 0.3)}Q${f(x + s * 0.4)} ${f(y - s * 0.2)} ${f(x + s * 0.25)} ${f(y + s * 0.02)}Q${f(x + s * 0.1)} ${f(y - s * 0.15)} ${f(x)} ${f(y + s * 0.05)}Q${f(x + s * 0.2)} ${f(y + s * 0.2)} ${f(x + s * 0.45)} ${f(y + s * 0.2)}Z" fill="${fill}"/>` +
  `<path d="M${f(x - s * 0.45)} ${f(y + s * 0.3)}H${f(x + s * 0.45)}" stroke="${accent}" stroke-width="${f(s * 0.04)}"/>`;

const clover: Glyph = (x, y, s, fill, accent) =>
  [0, 90, 180, 270]
    .map(
      (angle) =>
        `<circle cx="${f(x)}" cy="${f(y - s * 0.17)}" r="${f(s * 0.16)}" fill="${fill}" transform="rotate(${angle} ${f(x)} ${f(y)})"/>`,
    )
    .join('') +
  `<path d="M${f(x)} ${f(y)}Q${f(x + s * 0.05)} ${f(y + s * 0.3)} ${f(x + s * 0.2)} ${f(y + s * 0.45)}" stroke="${accent}" stroke-width="${f(s * 0.05)}" fill="none"/>`;

export const EXTRA_GLYPHS = { star, crown, sun, moon, bell, coin, wave, clover };
