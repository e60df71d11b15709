import { BINGO_STAGES, rowsFor, toGo, type BingoStage } from '@lale/games/bingo';
import type { BingoText } from './bingo-text.ts';

interface Props {
  index: number;
  numbers: number[][];
  called: ReadonlySet<number>;
  lastCalled: number | null;
  /** The stage being played for, or null once the game is over. */
  stage: BingoStage | null;
  text: BingoText;
}

/** The numbers a ticket still needs for the stage, in its closest rows. */
export function missingFor(numbers: number[][], called: ReadonlySet<number>, stage: BingoStage) {
  const rows = numbers
    .map((row) => row.filter((n) => n > 0 && !called.has(n)))
    .sort((a, b) => a.length - b.length);
  return rows.slice(0, rowsFor(stage)).flat();
}

/** A 90-ball ticket as printed: 3 rows of 9, daubed as numbers are called. */
export function TicketCard({ index, numbers, called, lastCalled, stage, text }: Props) {
  const left = stage ? toGo(numbers, called, rowsFor(stage)) : 0;
  const needed = stage && left === 1 ? new Set(missingFor(numbers, called, stage)) : new Set();
  return (
    <figure
      className={`bingo-ticket${left === 1 ? ' bingo-ticket--hot' : ''}`}
      data-testid="bingo-ticket"
      data-to-go={left}
    >
      <figcaption>
        <span>{text.ticket(index + 1)}</span>
        {stage && left > 0 && (
          <strong className={left === 1 ? 'bingo-to-go bingo-to-go--one' : 'bingo-to-go'}>
            {left === 1 ? text.oneToGo : text.toGo(left)}
          </strong>
        )}
      </figcaption>
      <table>
        <tbody>
          {numbers.map((row, r) => (
            <tr key={r}>
              {row.map((n, c) => {
                if (n === 0) return <td key={c} className="bingo-cell bingo-cell--blank" />;
                const daubed = called.has(n);
                const classes = ['bingo-cell'];
                if (daubed) classes.push('bingo-cell--daubed');
                if (daubed && n === lastCalled) classes.push('bingo-cell--last');
                if (needed.has(n)) classes.push('bingo-cell--needed');
                return (
                  <td key={c} className={classes.join(' ')} data-daubed={daubed || undefined}>
                    {n}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The first stage nobody has won yet (null once the full house is won). */
export function currentStage(wonStages: ReadonlySet<string>): BingoStage | null {
  return BINGO_STAGES.find((stage) => !wonStages.has(stage)) ?? null;
}
