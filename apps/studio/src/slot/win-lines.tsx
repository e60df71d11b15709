import type { LinesModel } from '@lale/games/slots/model-types';

const PALETTE = ['#ffd43b', '#ff6b6b', '#4dabf7', '#69db7c', '#f783ac', '#ffa94d', '#b197fc'];

/** The paid lines drawn over the grid, through the middle of each cell they take. */
export function WinLines({ model, lines }: { model: LinesModel; lines: readonly number[] }) {
  return (
    <svg
      className="win-lines"
      viewBox={`0 0 ${model.reels * 100} ${model.rows * 100}`}
      aria-hidden="true"
      data-testid="win-lines"
    >
      {lines.map((line, index) => {
        const rows = model.paylines[line];
        if (!rows) return null;
        const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
        const colour = PALETTE[line % PALETTE.length];
        return (
          <g key={line} className="win-line" style={{ animationDelay: `${index * 120}ms` }}>
            <polyline points={points} stroke="#000" strokeOpacity="0.45" strokeWidth="12" />
            <polyline points={points} stroke={colour} strokeWidth="6" />
          </g>
        );
      })}
    </svg>
  );
}
