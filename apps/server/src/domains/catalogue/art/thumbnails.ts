import type { Lang } from '@lale/contract/languages';
import { ArtDice, fixed as f } from './art-random.ts';
import { BACKDROPS, THEME_BACKDROPS, type Backdrop } from './backdrops.ts';
import { cards, rocket, THEME_GLYPHS, wheel, type Glyph } from './glyphs.ts';
import { providerMark, titleBlock } from './lettering.ts';
import { EXTRA_GLYPHS } from './more-glyphs.ts';
import { themePalette } from './palette-hsl.ts';
import { TABLE_PALETTES, type Palette } from './palettes.ts';

/** Grid cards are 3:4. */
export const THUMB_WIDTH = 300;
export const THUMB_HEIGHT = 400;

export interface ThumbnailSubject {
  id: number;
  theme: string;
  type: string;
  /** The names the lobby lists; the art letters the one of the player's language. */
  names: Record<Lang, string>;
  provider: string;
}

/** How each language writes a title in capitals. */
const LOCALES: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

const { star, crown, sun, moon, bell, coin, wave, clover } = EXTRA_GLYPHS;

/** The subjects a theme's art draws from: its own emblem first, then its relatives. */
const THEME_SUBJECTS: Record<string, readonly Glyph[]> = {
  anatolian: [THEME_GLYPHS.anatolian!, sun, crown, coin],
  sea: [THEME_GLYPHS.sea!, wave, moon, star],
  fruit: [THEME_GLYPHS.fruit!, clover, bell, star],
  gems: [THEME_GLYPHS.gems!, crown, coin, star],
  myths: [THEME_GLYPHS.myths!, sun, crown, star],
  istanbul: [THEME_GLYPHS.istanbul!, moon, star, crown],
  desert: [THEME_GLYPHS.desert!, sun, coin, moon],
  space: [THEME_GLYPHS.space!, star, moon, rocket],
  forest: [THEME_GLYPHS.forest!, clover, sun, moon],
  winter: [THEME_GLYPHS.winter!, star, moon, bell],
};

interface Scene {
  dice: ArtDice;
  palette: Palette;
  backdrop: Backdrop;
  glyph: Glyph;
  second: Glyph;
  title: string;
  locale: string;
  provider: string;
}

const W = THUMB_WIDTH;
const H = THUMB_HEIGHT;

/** Where the emblem, the title and the frame go: six layouts, each drawn differently. */
type Composition = (scene: Scene) => string;

const hero: Composition = ({ dice, palette, locale, glyph, title }) => {
  const [, to, accent, ink] = palette;
  return (
    glyph(W / 2 + dice.between(-10, 10), 150, dice.between(170, 200), ink, accent) +
    `<rect y="252" width="${W}" height="92" fill="${to}" opacity=".55"/>` +
    titleBlock(dice, title, W / 2, 298, 270, ink, to, locale)
  );
};

const medallion: Composition = ({ dice, palette, locale, glyph, title }) => {
  const [from, to, accent, ink] = palette;
  return (
    `<circle cx="${W / 2}" cy="142" r="92" fill="${to}" opacity=".6"/>` +
    `<circle cx="${W / 2}" cy="142" r="92" fill="none" stroke="${accent}" stroke-width="6" stroke-dasharray="${f(dice.between(4, 14))} 6"/>` +
    `<circle cx="${W / 2}" cy="142" r="80" fill="none" stroke="${ink}" stroke-width="1.5" opacity=".6"/>` +
    glyph(W / 2, 142, dice.between(120, 140), ink, accent) +
    titleBlock(dice, title, W / 2, 290, 270, ink, from, locale)
  );
};

const corner: Composition = ({ dice, palette, locale, glyph, title }) => {
  const [, to, accent, ink] = palette;
  return (
    glyph(W * 0.62, 250, dice.between(250, 300), accent, ink) +
    `<rect x="0" y="26" width="${W}" height="120" fill="${to}" opacity=".45"/>` +
    titleBlock(dice, title, W / 2, 86, 270, ink, to, locale)
  );
};

const wallpaper: Composition = ({ dice, palette, locale, glyph, second, title }) => {
  const [from, to, accent, ink] = palette;
  const tiles: string[] = [];
  const pitch = dice.between(86, 100);
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 3; col++)
      if ((row + col) % 2 === 0)
        tiles.push(
          (row === 0 ? second : glyph)(
            col * pitch + (row % 2) * (pitch / 2) + 40,
            row * pitch + 50,
            pitch * 0.7,
            accent,
            ink,
          ),
        );
  return (
    `<g opacity=".35">${tiles.join('')}</g>` +
    `<path d="M0 160H${W}V250H0Z" fill="${to}" opacity=".8"/>` +
    `<path d="M0 154H${W}M0 256H${W}" stroke="${accent}" stroke-width="4"/>` +
    titleBlock(dice, title, W / 2, 205, 270, ink, from, locale)
  );
};

const diagonal: Composition = ({ dice, palette, locale, glyph, second, title }) => {
  const [from, to, accent, ink] = palette;
  const tilt = dice.between(120, 220);
  return (
    `<path d="M0 ${f(tilt)}L${W} ${f(tilt - 90)}V${H}H0Z" fill="${to}" opacity=".7"/>` +
    `<path d="M0 ${f(tilt)}L${W} ${f(tilt - 90)}" stroke="${accent}" stroke-width="5"/>` +
    glyph(W * 0.3, f2(tilt - 60), dice.between(130, 160), ink, accent) +
    second(W * 0.78, f2(tilt + 40), dice.between(70, 90), accent, ink) +
    titleBlock(dice, title, W / 2, 300, 270, ink, from, locale)
  );
};

const arch: Composition = ({ dice, palette, locale, glyph, title }) => {
  const [from, to, accent, ink] = palette;
  return (
    `<path d="M60 250V130A90 90 0 0 1 240 130V250Z" fill="${to}" opacity=".65" stroke="${accent}" stroke-width="5"/>` +
    `<path d="M76 250V134A74 74 0 0 1 224 134V250" fill="none" stroke="${ink}" stroke-width="1.2" opacity=".55"/>` +
    glyph(W / 2, 170, dice.between(120, 140), ink, accent) +
    titleBlock(dice, title, W / 2, 300, 270, ink, from, locale)
  );
};

const f2 = (value: number) => Math.round(value * 10) / 10;

const COMPOSITIONS: readonly Composition[] = [hero, medallion, corner, wallpaper, diagonal, arch];

function card(scene: Scene, composition: Composition): string {
  const { dice, palette, backdrop } = scene;
  const [from, to, accent, ink] = palette;
  const angle = Math.round(dice.between(0, 360));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<defs><linearGradient id="b" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="l" cx="${dice.between(0.3, 0.7).toFixed(2)}" cy=".38" r=".5"><stop offset="0" stop-color="${accent}" stop-opacity=".4"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#b)"/>${backdrop(dice, W, H, accent)}` +
    `<rect width="${W}" height="${H}" fill="url(#l)"/>` +
    composition(scene) +
    providerMark(scene.provider, W / 2, H - 46, ink, to) +
    `<rect x="8" y="8" width="${W - 16}" height="${H - 16}" rx="18" fill="none" stroke="${accent}" stroke-width="3" opacity=".7"/>` +
    `</svg>`
  );
}

const ALL_BACKDROPS = Object.values(BACKDROPS);

/**
 * A game's card art from its id, names, theme, type and studio: the same input always draws the
 * same card. The composition, palette, subject, backdrop and lettering are each drawn from the
 * game's own dice, and its name in `lang` is lettered on it, so no two games share a picture.
 * The dice follow the Turkish name, so a game's picture is the same in every language.
 */
export function renderGameThumbnail(game: ThumbnailSubject, lang: Lang = 'tr'): string {
  const dice = new ArtDice(`game:${game.id}:${game.names.tr}`);
  const subjects = THEME_SUBJECTS[game.theme] ?? THEME_SUBJECTS.space!;
  const glyph =
    game.type === 'crash'
      ? rocket
      : game.type === 'table'
        ? dice.pick([wheel, cards])
        : dice.next() < 0.5
          ? subjects[0]!
          : dice.pick(subjects);
  const scene: Scene = {
    dice,
    palette: themePalette(dice, game.theme),
    backdrop:
      dice.next() < 0.5
        ? (THEME_BACKDROPS[game.theme] ?? BACKDROPS.dots)
        : dice.pick(ALL_BACKDROPS),
    glyph,
    second: dice.pick(subjects),
    title: game.names[lang],
    locale: LOCALES[lang],
    provider: game.provider,
  };
  return card(scene, dice.pick(COMPOSITIONS));
}

const TABLE_GLYPHS: Record<string, Glyph> = {
  roulette: wheel,
  'game-show': wheel,
  blackjack: cards,
  baccarat: cards,
  poker: cards,
};

/** A live table's card: felt of its type, a wheel or cards, light rays, its name and studio. */
export function renderTableThumbnail(
  table: { id: number; type: string; names: Record<Lang, string>; provider: string },
  lang: Lang = 'tr',
): string {
  const dice = new ArtDice(`table:${table.id}`);
  const palette = dice.pick(TABLE_PALETTES[table.type] ?? TABLE_PALETTES.roulette!);
  const glyph = TABLE_GLYPHS[table.type] ?? wheel;
  const scene: Scene = {
    dice,
    palette,
    backdrop: BACKDROPS.rays,
    glyph,
    second: glyph,
    title: table.names[lang],
    locale: LOCALES[lang],
    provider: table.provider,
  };
  return card(scene, dice.pick([hero, medallion, arch]));
}
