import type { ArtDice } from './art-random.ts';
import type { Palette } from './palettes.ts';

/** Each theme's home hue (degrees): its art wanders around it, so themes stay recognisable. */
const THEME_HUES: Record<string, number> = {
  anatolian: 350,
  sea: 198,
  fruit: 325,
  gems: 265,
  myths: 38,
  istanbul: 222,
  desert: 26,
  space: 248,
  forest: 128,
  winter: 205,
};

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%)`;

/**
 * A palette of the theme with its own hue, saturation, depth and accent: about a million
 * combinations, where the theme's two fixed palettes used to repeat every other game.
 */
export function themePalette(dice: ArtDice, theme: string): Palette {
  const hue = (THEME_HUES[theme] ?? dice.between(0, 360)) + dice.between(-38, 38);
  const saturation = dice.between(45, 82);
  const light = dice.between(24, 38);
  const accentHue = hue + dice.pick([150, 180, 40, -40, 200]);
  return [
    hsl(hue, saturation, light),
    hsl(hue + dice.between(-25, 25), saturation, light * 0.35),
    hsl(accentHue, dice.between(70, 95), dice.between(55, 68)),
    hsl(hue, 60, dice.between(88, 96)),
  ];
}
