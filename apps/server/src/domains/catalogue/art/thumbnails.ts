import { ArtDice } from './art-random.ts';
import { BACKDROPS, THEME_BACKDROPS } from './backdrops.ts';
import { cards, rocket, THEME_GLYPHS, wheel, type Glyph } from './glyphs.ts';
import { TABLE_PALETTES, THEME_PALETTES, type Palette } from './palettes.ts';

/** Grid cards are 3:4. */
export const THUMB_WIDTH = 300;
export const THUMB_HEIGHT = 400;

function card(dice: ArtDice, palette: Palette, backdrop: string, glyph: Glyph): string {
  const [from, to, accent, ink] = palette;
  const w = THUMB_WIDTH;
  const h = THUMB_HEIGHT;
  const angle = Math.round(dice.between(0, 90));
  const size = dice.between(190, 230);
  const x = w / 2 + dice.between(-12, 12);
  const y = h * 0.42 + dice.between(-14, 14);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<defs><linearGradient id="b" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="l" cx=".5" cy=".42" r=".45"><stop offset="0" stop-color="${accent}" stop-opacity=".45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#b)"/>${backdrop}` +
    `<rect width="${w}" height="${h}" fill="url(#l)"/>` +
    glyph(x, y, size, ink, accent) +
    `<rect x="8" y="8" width="${w - 16}" height="${h - 16}" rx="18" fill="none" stroke="${accent}" stroke-width="3" opacity=".7"/>` +
    `</svg>`
  );
}

/** A game's card art from its id, theme and type: the same input always draws the same card. */
export function renderGameThumbnail(game: { id: number; theme: string; type: string }): string {
  const dice = new ArtDice(`game:${game.id}`);
  const palettes = THEME_PALETTES[game.theme] ?? THEME_PALETTES.space!;
  const palette = dice.pick(palettes);
  const backdrop = (THEME_BACKDROPS[game.theme] ?? BACKDROPS.dots)(
    dice,
    THUMB_WIDTH,
    THUMB_HEIGHT,
    palette[2],
  );
  const glyph =
    game.type === 'crash'
      ? rocket
      : game.type === 'table'
        ? dice.pick([wheel, cards])
        : (THEME_GLYPHS[game.theme] ?? THEME_GLYPHS.space!);
  return card(dice, palette, backdrop, glyph);
}

const TABLE_GLYPHS: Record<string, Glyph> = {
  roulette: wheel,
  'game-show': wheel,
  blackjack: cards,
  baccarat: cards,
  poker: cards,
};

/** A live table's card: felt of its type, a wheel or cards, light rays. */
export function renderTableThumbnail(table: { id: number; type: string }): string {
  const dice = new ArtDice(`table:${table.id}`);
  const palette = dice.pick(TABLE_PALETTES[table.type] ?? TABLE_PALETTES.roulette!);
  const backdrop = BACKDROPS.rays(dice, THUMB_WIDTH, THUMB_HEIGHT, palette[2]);
  return card(dice, palette, backdrop, TABLE_GLYPHS[table.type] ?? wheel);
}
