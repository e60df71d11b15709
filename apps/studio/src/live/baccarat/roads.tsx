import type { LiveBaccaratRoads } from '@lale/contract/live-tables/results';
import type { LiveGamesDictionary } from '../../i18n/live-games.ts';

const CELL = 16;
const ROWS = 6;

/** The bead plate and the big road, as the scoreboard beside a baccarat table draws them. */
export function Roads({ roads, games }: { roads: LiveBaccaratRoads; games: LiveGamesDictionary }) {
  const t = games.baccarat;
  const beadColumns = Math.max(8, ...roads.beadPlate.map((c) => c.column + 1));
  const bigColumns = Math.max(14, ...roads.bigRoad.cells.map((c) => c.column + 1));
  const name = (winner: string) => t.spots[winner] ?? winner;
  return (
    <section
      className="roads panel"
      aria-label={`${t.beadPlate}, ${t.bigRoad}`}
      data-testid="live-roads"
    >
      <figure>
        <figcaption>{t.beadPlate}</figcaption>
        <div className="roads__scroll">
          <svg
            width={beadColumns * CELL}
            height={ROWS * CELL}
            viewBox={`0 0 ${beadColumns * CELL} ${ROWS * CELL}`}
            role="img"
            aria-label={roads.beadPlate.map((cell) => t.letters[cell.result.winner]).join(' ')}
          >
            <Grid columns={beadColumns} />
            {roads.beadPlate.map((cell, i) => (
              <g
                key={i}
                transform={`translate(${cell.column * CELL + CELL / 2} ${cell.row * CELL + CELL / 2})`}
              >
                <circle r={CELL / 2 - 1.5} className={`bead bead--${cell.result.winner}`} />
                <text className="bead__letter" textAnchor="middle" dominantBaseline="central">
                  {t.letters[cell.result.winner]}
                </text>
                {cell.result.playerPair && (
                  <circle r={2} cx={5} cy={5} className="bead__pair bead__pair--player" />
                )}
                {cell.result.bankerPair && (
                  <circle r={2} cx={-5} cy={-5} className="bead__pair bead__pair--banker" />
                )}
              </g>
            ))}
          </svg>
        </div>
      </figure>
      <figure>
        <figcaption>{t.bigRoad}</figcaption>
        <div className="roads__scroll">
          <svg
            width={bigColumns * CELL}
            height={ROWS * CELL}
            viewBox={`0 0 ${bigColumns * CELL} ${ROWS * CELL}`}
            role="img"
            aria-label={roads.bigRoad.cells
              .map((cell) => t.roadCell(name(cell.winner), cell.ties))
              .join('; ')}
          >
            <Grid columns={bigColumns} />
            {roads.bigRoad.cells.map((cell) => (
              <g
                key={cell.index}
                transform={`translate(${cell.column * CELL + CELL / 2} ${cell.row * CELL + CELL / 2})`}
              >
                <circle r={CELL / 2 - 2.5} className={`ring ring--${cell.winner}`} />
                {cell.ties > 0 && <line x1={-5} y1={5} x2={5} y2={-5} className="ring__tie" />}
              </g>
            ))}
          </svg>
        </div>
      </figure>
    </section>
  );
}

function Grid({ columns }: { columns: number }) {
  return (
    <g className="roads__grid">
      {Array.from({ length: columns + 1 }, (_, c) => (
        <line key={`c${c}`} x1={c * CELL} y1={0} x2={c * CELL} y2={ROWS * CELL} />
      ))}
      {Array.from({ length: ROWS + 1 }, (_, r) => (
        <line key={`r${r}`} x1={0} y1={r * CELL} x2={columns * CELL} y2={r * CELL} />
      ))}
    </g>
  );
}
