import type { SceneModel } from '../scene-draw.ts';
import { seeded } from './sky.ts';
import { airship, astronaut } from './sprites.ts';

export function drawVehicle(
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

export function drawEnding(
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
