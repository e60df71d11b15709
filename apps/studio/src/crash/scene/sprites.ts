/** The scene's drawings, each painted once into an offscreen canvas at twice its size. */
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
export function airship(): HTMLCanvasElement {
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
export function astronaut(): HTMLCanvasElement {
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

export function cloudSprite(): HTMLCanvasElement {
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
