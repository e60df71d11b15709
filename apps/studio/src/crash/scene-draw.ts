import { CURVE_GROWTH_PER_MS } from '@lale/games/crash';
import { drawBackground } from './scene/sky.ts';
import { drawEnding, drawVehicle } from './scene/vehicle.ts';

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
