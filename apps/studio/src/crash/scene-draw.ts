import { CURVE_GROWTH_PER_MS } from '@lale/games/crash';

export type SceneModel = 'zeplin' | 'spaceman';

/** What one frame shows; times in ms. */
export interface Frame {
  model: SceneModel;
  phase: 'betting' | 'flying' | 'crashed';
  /** Flight time drawn (frozen at the crash). */
  elapsed: number;
  /** Time since the crash was seen, for the explosion or fly-away. */
  sinceCrash: number;
  /** A clock that only drives idle motion (bobbing, flames, drifting clouds). */
  clock: number;
  /** False under prefers-reduced-motion: nothing drifts, bobs or bursts. */
  motion: boolean;
}

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
function seeded(seed: number): () => number {
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

const sprites = new Map<string, HTMLCanvasElement>();

function sprite(
  key: string,
  width: number,
  height: number,
  draw: (ctx: CanvasRenderingContext2D) => void,
) {
  let canvas = sprites.get(key);
  if (!canvas) {
    canvas = document.createElement('canvas');
    canvas.width = width * 2;
    canvas.height = height * 2;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.scale(2, 2);
      draw(ctx);
    }
    sprites.set(key, canvas);
  }
  return canvas;
}

/** The airship, nose to the right, 132 × 64. */
function airship(): HTMLCanvasElement {
  return sprite('zeplin', 132, 64, (ctx) => {
    // Tail fins behind the envelope.
    ctx.fillStyle = '#9e1830';
    ctx.beginPath();
    ctx.moveTo(22, 28);
    ctx.lineTo(2, 6);
    ctx.lineTo(14, 6);
    ctx.lineTo(36, 24);
    ctx.closePath();
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(22, 36);
    ctx.lineTo(2, 56);
    ctx.lineTo(14, 56);
    ctx.lineTo(36, 38);
    ctx.closePath();
    ctx.fill();
    // Envelope.
    const body = ctx.createLinearGradient(0, 8, 0, 52);
    body.addColorStop(0, '#ff7a86');
    body.addColorStop(0.45, '#e4213d');
    body.addColorStop(1, '#7d0f22');
    ctx.fillStyle = body;
    ctx.beginPath();
    ctx.ellipse(68, 30, 56, 21, 0, 0, Math.PI * 2);
    ctx.fill();
    // Ribs.
    ctx.strokeStyle = 'rgba(255,255,255,0.18)';
    ctx.lineWidth = 1;
    for (const x of [40, 58, 76, 94]) {
      ctx.beginPath();
      ctx.ellipse(x, 30, 3, 20, 0, 0, Math.PI * 2);
      ctx.stroke();
    }
    // Highlight.
    ctx.fillStyle = 'rgba(255,255,255,0.35)';
    ctx.beginPath();
    ctx.ellipse(78, 18, 34, 5, -0.05, 0, Math.PI * 2);
    ctx.fill();
    // Name band.
    ctx.fillStyle = '#fff4dc';
    ctx.font = '700 11px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('LALE', 70, 31);
    // Gondola.
    ctx.fillStyle = '#2b2238';
    ctx.beginPath();
    ctx.roundRect(54, 48, 30, 10, 4);
    ctx.fill();
    ctx.fillStyle = '#ffd36b';
    for (const x of [59, 66, 73]) ctx.fillRect(x, 51, 4, 3);
  });
}

/** The astronaut, facing up and right, 72 × 84. */
function astronaut(): HTMLCanvasElement {
  return sprite('spaceman', 72, 84, (ctx) => {
    ctx.lineJoin = 'round';
    // Backpack.
    ctx.fillStyle = '#9aa3b8';
    ctx.beginPath();
    ctx.roundRect(12, 30, 16, 30, 5);
    ctx.fill();
    // Legs.
    ctx.fillStyle = '#e8ecf4';
    ctx.beginPath();
    ctx.roundRect(24, 56, 11, 22, 5);
    ctx.roundRect(38, 56, 11, 20, 5);
    ctx.fill();
    ctx.fillStyle = '#ff6a3d';
    ctx.fillRect(24, 72, 11, 4);
    ctx.fillRect(38, 70, 11, 4);
    // Torso.
    const suit = ctx.createLinearGradient(20, 30, 56, 62);
    suit.addColorStop(0, '#ffffff');
    suit.addColorStop(1, '#c7cedd');
    ctx.fillStyle = suit;
    ctx.beginPath();
    ctx.roundRect(20, 30, 32, 32, 10);
    ctx.fill();
    // Arm waving up.
    ctx.beginPath();
    ctx.roundRect(48, 22, 10, 24, 5);
    ctx.fill();
    // Chest panel.
    ctx.fillStyle = '#5b6bff';
    ctx.fillRect(29, 42, 14, 8);
    ctx.fillStyle = '#ff4d6d';
    ctx.fillRect(31, 44, 3, 3);
    ctx.fillStyle = '#ffd36b';
    ctx.fillRect(36, 44, 3, 3);
    // Helmet.
    ctx.fillStyle = '#f4f6fb';
    ctx.beginPath();
    ctx.arc(38, 20, 17, 0, Math.PI * 2);
    ctx.fill();
    const visor = ctx.createLinearGradient(30, 10, 50, 30);
    visor.addColorStop(0, '#ffe08a');
    visor.addColorStop(0.5, '#f59e0b');
    visor.addColorStop(1, '#7c2d12');
    ctx.fillStyle = visor;
    ctx.beginPath();
    ctx.ellipse(42, 20, 11, 9, -0.3, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,0.7)';
    ctx.beginPath();
    ctx.ellipse(38, 15, 4, 2, -0.5, 0, Math.PI * 2);
    ctx.fill();
  });
}

function cloudSprite(): HTMLCanvasElement {
  return sprite('cloud', 160, 70, (ctx) => {
    ctx.fillStyle = 'rgba(255,255,255,0.92)';
    for (const [x, y, r] of [
      [40, 46, 22],
      [70, 34, 28],
      [104, 40, 24],
      [128, 50, 18],
      [84, 52, 22],
      [20, 54, 14],
    ] as const) {
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
    }
  });
}

const wrap = (value: number, size: number) => ((value % size) + size) % size;

/** Axis ranges that keep the tip inside the view: x to elapsed / 0.78, y to (m − 1) / 0.7. */
export function viewport(elapsed: number): { tMax: number; mMax: number } {
  const m = Math.exp(CURVE_GROWTH_PER_MS * elapsed);
  return { tMax: Math.max(10_000, elapsed / 0.78), mMax: Math.max(1.8, 1 + (m - 1) / 0.7) };
}

const PAD = { left: 36, right: 18, top: 20, bottom: 28 };

export function drawFrame(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  frame: Frame,
) {
  const { model, phase, motion } = frame;
  const elapsed = phase === 'betting' ? 0 : frame.elapsed;
  const travel = motion ? elapsed : 0;
  const idle = motion ? frame.clock : 0;
  drawBackground(ctx, width, height, model, travel, idle, elapsed);

  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const { tMax, mMax } = viewport(elapsed);
  const px = (t: number) => PAD.left + (t / tMax) * plotW;
  const py = (m: number) => PAD.top + plotH - ((m - 1) / (mMax - 1)) * plotH;
  drawAxes(ctx, width, height, px, py, tMax, mMax);

  const accent = model === 'zeplin' ? '#ff3b55' : '#8b7bff';
  let tipX = px(0);
  let tipY = py(1);
  let angle = -0.12;
  if (phase !== 'betting' && elapsed > 0) {
    const samples = 64;
    const points: [number, number][] = [];
    for (let i = 0; i <= samples; i += 1) {
      const t = (elapsed * i) / samples;
      points.push([px(t), py(Math.exp(CURVE_GROWTH_PER_MS * t))]);
    }
    const fill = ctx.createLinearGradient(0, PAD.top, 0, height - PAD.bottom);
    fill.addColorStop(0, model === 'zeplin' ? 'rgba(255,59,85,0.45)' : 'rgba(139,123,255,0.45)');
    fill.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.beginPath();
    ctx.moveTo(px(0), py(1));
    for (const [x, y] of points) ctx.lineTo(x, y);
    ctx.lineTo(points[points.length - 1]![0], py(1));
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.beginPath();
    for (const [index, [x, y]] of points.entries()) {
      if (index === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.strokeStyle = phase === 'crashed' ? 'rgba(255,90,110,0.55)' : accent;
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.shadowColor = accent;
    ctx.shadowBlur = phase === 'crashed' ? 0 : 12;
    ctx.stroke();
    ctx.shadowBlur = 0;
    const [lastX, lastY] = points[points.length - 1]!;
    const [prevX, prevY] = points[points.length - 4]!;
    tipX = lastX;
    tipY = lastY;
    angle = Math.max(-0.75, Math.min(0, Math.atan2(lastY - prevY, lastX - prevX || 1)));
  }

  if (phase === 'crashed') {
    drawEnding(ctx, model, tipX, tipY, angle, frame.sinceCrash, motion, width);
    return;
  }
  const bob = phase === 'betting' ? Math.sin(idle / 420) * 4 : Math.sin(idle / 300) * 2;
  // Near the origin the vehicle would leave the view: keep it whole inside.
  const x = Math.min(width - 60, Math.max(PAD.left + 52, tipX));
  const y = Math.max(PAD.top + 40, Math.min(height - PAD.bottom - 34, tipY));
  drawVehicle(ctx, model, x, y + bob, angle, idle, 1);
}

function drawBackground(
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

function drawAxes(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  px: (t: number) => number,
  py: (m: number) => number,
  tMax: number,
  mMax: number,
) {
  ctx.strokeStyle = 'rgba(255,255,255,0.22)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(PAD.left, PAD.top);
  ctx.lineTo(PAD.left, height - PAD.bottom);
  ctx.lineTo(width - PAD.right, height - PAD.bottom);
  ctx.stroke();
  ctx.fillStyle = 'rgba(255,255,255,0.6)';
  ctx.font = '11px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const secondStep = tMax > 60_000 ? 20 : tMax > 24_000 ? 10 : tMax > 12_000 ? 4 : 2;
  for (let s = secondStep; s * 1000 < tMax; s += secondStep) {
    ctx.fillText(`${s}s`, px(s * 1000), height - PAD.bottom + 8);
  }
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const rawStep = (mMax - 1) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const step = [1, 2, 5, 10].map((f) => f * magnitude).find((f) => f >= rawStep) ?? rawStep;
  for (let m = 1 + step; m < mMax; m += step) {
    ctx.fillText(`${Number(m.toFixed(2))}x`, PAD.left - 4, py(m));
  }
}

function drawVehicle(
  ctx: CanvasRenderingContext2D,
  model: SceneModel,
  x: number,
  y: number,
  angle: number,
  clock: number,
  alpha: number,
) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(x, y);
  ctx.rotate(angle * (model === 'zeplin' ? 0.7 : 0.4));
  if (model === 'zeplin') {
    const image = airship();
    // Propeller blur at the tail.
    ctx.fillStyle = 'rgba(255,255,255,0.5)';
    ctx.beginPath();
    ctx.ellipse(-58, -6, 2 + Math.abs(Math.sin(clock / 40)) * 3, 10, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.drawImage(image, -58, -42, 116, 56);
  } else {
    const image = astronaut();
    // Jetpack flame flickers under the backpack.
    const flicker = 0.75 + 0.25 * Math.sin(clock / 35);
    const flame = ctx.createLinearGradient(-28, 4, -44, 36);
    flame.addColorStop(0, 'rgba(255,240,160,0.95)');
    flame.addColorStop(0.5, 'rgba(255,140,40,0.8)');
    flame.addColorStop(1, 'rgba(255,60,60,0)');
    ctx.fillStyle = flame;
    ctx.beginPath();
    ctx.moveTo(-30, 0);
    ctx.quadraticCurveTo(-48 * flicker, 26 * flicker, -40, 40 * flicker);
    ctx.quadraticCurveTo(-24, 22, -18, 2);
    ctx.closePath();
    ctx.fill();
    ctx.drawImage(image, -36, -66, 72, 84);
  }
  ctx.restore();
}

function drawEnding(
  ctx: CanvasRenderingContext2D,
  model: SceneModel,
  x: number,
  y: number,
  angle: number,
  since: number,
  motion: boolean,
  width: number,
) {
  if (model === 'spaceman') {
    // The astronaut flies off the top right and fades.
    const p = motion ? Math.min(1, since / 900) : 1;
    if (p < 1) {
      drawVehicle(ctx, model, x + p * p * width * 0.6, y - p * p * width * 0.5, -0.6, since, 1 - p);
    }
    return;
  }
  if (!motion) return;
  // The airship bursts: a flash, a ring and sparks.
  const p = Math.min(1, since / 1100);
  if (p < 0.25) drawVehicle(ctx, model, x, y, angle, since, 1 - p * 4);
  ctx.save();
  ctx.globalAlpha = 1 - p;
  const flash = ctx.createRadialGradient(x, y, 0, x, y, 30 + p * 90);
  flash.addColorStop(0, 'rgba(255,250,220,1)');
  flash.addColorStop(0.35, 'rgba(255,170,60,0.9)');
  flash.addColorStop(1, 'rgba(255,60,60,0)');
  ctx.fillStyle = flash;
  ctx.beginPath();
  ctx.arc(x, y, 30 + p * 90, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,220,160,0.9)';
  ctx.lineWidth = 3 * (1 - p) + 0.5;
  ctx.beginPath();
  ctx.arc(x, y, 20 + p * 120, 0, Math.PI * 2);
  ctx.stroke();
  const sparks = seeded(7);
  for (let i = 0; i < 36; i += 1) {
    const dir = sparks() * Math.PI * 2;
    const speed = 60 + sparks() * 140;
    const sx = x + Math.cos(dir) * speed * p;
    const sy = y + Math.sin(dir) * speed * p + 60 * p * p;
    ctx.fillStyle = i % 3 === 0 ? '#ffe08a' : i % 3 === 1 ? '#ff7043' : '#ff3b55';
    ctx.fillRect(sx, sy, 3, 3);
  }
  ctx.restore();
}

function mix(from: string, to: string, amount: number): string {
  const a = parseInt(from.slice(1), 16);
  const b = parseInt(to.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((a >> shift) & 255) * (1 - amount) + ((b >> shift) & 255) * amount);
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}
