import type { SceneModel } from '../scene-draw.ts';
import { cloudSprite } from './sprites.ts';

interface Star {
  x: number;
  y: number;
  r: number;
  depth: number;
}

interface Cloud {
  x: number;
  y: number;
  scale: number;
  depth: number;
}

/** Deterministic scatter so every page draws the same sky. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(20250);
const STARS: Star[] = Array.from({ length: 140 }, () => ({
  x: random(),
  y: random(),
  r: 0.4 + random() * 1.4,
  depth: 1 + Math.floor(random() * 3),
}));
const CLOUDS: Cloud[] = Array.from({ length: 9 }, (_, index) => ({
  x: random(),
  y: 0.08 + random() * 0.62,
  scale: 0.5 + random() * 0.9,
  depth: 1 + (index % 3),
}));

const wrap = (value: number, size: number) => ((value % size) + size) % size;

export function drawBackground(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  model: SceneModel,
  travel: number,
  idle: number,
  elapsed: number,
) {
  if (model === 'spaceman') {
    const sky = ctx.createRadialGradient(
      width * 0.75,
      height * 0.2,
      10,
      width * 0.5,
      height * 0.5,
      width,
    );
    sky.addColorStop(0, '#3a1f7a');
    sky.addColorStop(0.45, '#180f3d');
    sky.addColorStop(1, '#07061a');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, height);
    // A planet sinks out of view as the flight climbs.
    const planetY = height * 0.9 + travel * 0.01;
    const planet = ctx.createRadialGradient(
      width * 0.15,
      planetY - 40,
      10,
      width * 0.2,
      planetY,
      width * 0.35,
    );
    planet.addColorStop(0, '#ff9cd2');
    planet.addColorStop(0.5, '#8a3fd1');
    planet.addColorStop(1, 'rgba(40,10,80,0)');
    ctx.fillStyle = planet;
    ctx.beginPath();
    ctx.arc(width * 0.2, planetY + width * 0.12, width * 0.32, 0, Math.PI * 2);
    ctx.fill();
    for (const star of STARS) {
      const speed = star.depth * 0.012;
      const x = wrap(star.x * width - travel * speed - idle * 0.004 * star.depth, width);
      const y = wrap(star.y * height + travel * speed * 0.55, height);
      const twinkle = 0.55 + 0.45 * Math.sin(idle / 500 + star.x * 40);
      ctx.globalAlpha = (0.35 + star.depth * 0.2) * twinkle;
      ctx.fillStyle = star.depth === 3 ? '#fff6d8' : '#cfd6ff';
      ctx.fillRect(x, y, star.r * (star.depth / 2 + 0.5), star.r * (star.depth / 2 + 0.5));
    }
    ctx.globalAlpha = 1;
    return;
  }
  // Zeplin: daylight that deepens with altitude.
  const altitude = Math.min(1, elapsed / 40_000);
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, mix('#3f8fe0', '#0d1f4d', altitude));
  sky.addColorStop(1, mix('#bfe3ff', '#3465a8', altitude));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  const sun = ctx.createRadialGradient(
    width * 0.82,
    height * 0.18,
    4,
    width * 0.82,
    height * 0.18,
    90,
  );
  sun.addColorStop(0, 'rgba(255,248,210,0.95)');
  sun.addColorStop(0.3, 'rgba(255,226,140,0.5)');
  sun.addColorStop(1, 'rgba(255,226,140,0)');
  ctx.fillStyle = sun;
  ctx.fillRect(0, 0, width, height);
  // Hills fall away under the climbing ship.
  const hillsY = height - 18 + travel * 0.02;
  if (hillsY < height + 60) {
    ctx.fillStyle = '#2f7d5b';
    ctx.beginPath();
    ctx.moveTo(0, height);
    for (let x = 0; x <= width; x += 20) {
      ctx.lineTo(x, hillsY - 14 * Math.sin(x / 70) - 8 * Math.sin(x / 23));
    }
    ctx.lineTo(width, height);
    ctx.closePath();
    ctx.fill();
  }
  const cloud = cloudSprite();
  for (const item of CLOUDS) {
    const w = 160 * item.scale * (0.6 + item.depth * 0.25);
    const h = 70 * item.scale * (0.6 + item.depth * 0.25);
    const span = width + w;
    const x =
      wrap(item.x * span - travel * 0.02 * item.depth - idle * 0.006 * item.depth, span) - w;
    const y = wrap(item.y * height + travel * 0.012 * item.depth, height + h) - h;
    ctx.globalAlpha = 0.35 + item.depth * 0.18;
    ctx.drawImage(cloud, x, y, w, h);
  }
  ctx.globalAlpha = 1;
}
function mix(from: string, to: string, amount: number): string {
  const a = parseInt(from.slice(1), 16);
  const b = parseInt(to.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((a >> shift) & 255) * (1 - amount) + ((b >> shift) & 255) * amount);
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}
