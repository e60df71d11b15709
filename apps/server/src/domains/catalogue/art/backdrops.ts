import { fixed as f, type ArtDice } from './art-random.ts';

/** Decoration behind the emblem, filling a width × height card. */
export type Backdrop = (dice: ArtDice, w: number, h: number, color: string) => string;

const dots: Backdrop = (dice, w, h, color) =>
  Array.from(
    { length: 18 },
    () =>
      `<circle cx="${f(dice.between(0, w))}" cy="${f(dice.between(0, h))}" r="${f(dice.between(1.5, 7))}" fill="${color}" opacity="${dice.between(0.2, 0.7).toFixed(2)}"/>`,
  ).join('');

const waves: Backdrop = (dice, w, h, color) =>
  Array.from({ length: 4 }, (_, i) => {
    const y = h * (0.62 + i * 0.09);
    const lift = dice.between(10, 26);
    return `<path d="M0 ${f(y)}Q${f(w * 0.25)} ${f(y - lift)} ${f(w * 0.5)} ${f(y)}T${w} ${f(y)}V${h}H0Z" fill="${color}" opacity="${(0.12 + i * 0.06).toFixed(2)}"/>`;
  }).join('');

const rays: Backdrop = (dice, w, h, color) => {
  const cx = w / 2;
  const cy = h * 0.42;
  const turn = dice.between(0, 30);
  return Array.from({ length: 12 }, (_, i) => {
    const a = ((i * 30 + turn) * Math.PI) / 180;
    const b = a + 0.18;
    const r = h;
    return `<path d="M${f(cx)} ${f(cy)}L${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}L${f(cx + Math.cos(b) * r)} ${f(cy + Math.sin(b) * r)}Z" fill="${color}" opacity="0.12"/>`;
  }).join('');
};

const diamonds: Backdrop = (dice, w, h, color) => {
  const size = dice.between(26, 40);
  const cells: string[] = [];
  for (let y = size; y < h; y += size * 2)
    for (let x = (y / size) % 4 === 1 ? size : 0; x < w + size; x += size * 2)
      cells.push(
        `M${f(x)} ${f(y - size / 2)}l${f(size / 2)} ${f(size / 2)}l${f(-size / 2)} ${f(size / 2)}l${f(-size / 2)} ${f(-size / 2)}Z`,
      );
  return `<path d="${cells.join('')}" fill="${color}" opacity="0.14"/>`;
};

const dunes: Backdrop = (dice, w, h, color) =>
  Array.from({ length: 3 }, (_, i) => {
    const y = h * (0.68 + i * 0.1);
    const peak = dice.between(0.2, 0.8) * w;
    return `<path d="M0 ${f(y)}Q${f(peak)} ${f(y - dice.between(40, 80))} ${w} ${f(y + 10)}V${h}H0Z" fill="${color}" opacity="${(0.15 + i * 0.08).toFixed(2)}"/>`;
  }).join('');

const peaks: Backdrop = (dice, w, h, color) =>
  Array.from({ length: 3 }, (_, i) => {
    const base = h * (0.74 + i * 0.08);
    const x = dice.between(0.15, 0.85) * w;
    return `<path d="M${f(x - w * 0.6)} ${f(base)}L${f(x)} ${f(base - dice.between(90, 150))}L${f(x + w * 0.6)} ${f(base)}V${h}H${f(x - w * 0.6)}Z" fill="${color}" opacity="${(0.15 + i * 0.07).toFixed(2)}"/>`;
  }).join('');

export const THEME_BACKDROPS: Record<string, Backdrop> = {
  anatolian: diamonds,
  sea: waves,
  fruit: dots,
  gems: diamonds,
  myths: rays,
  istanbul: waves,
  desert: dunes,
  space: dots,
  forest: peaks,
  winter: peaks,
};

export const BACKDROPS = { dots, waves, rays, diamonds, dunes, peaks };
