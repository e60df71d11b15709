import type { BingoText } from './bingo-text.ts';

/** The last ball large, the few before it, and the board of 90 lit as they are called. */
export function CalledBoard({ calls, text }: { calls: number[]; text: BingoText }) {
  const called = new Set(calls);
  const last = calls.at(-1) ?? null;
  return (
    <section className="bingo-balls" aria-label={text.board}>
      <div className="bingo-balls__row">
        <div
          className="bingo-ball bingo-ball--last"
          data-testid="bingo-last-ball"
          aria-live="polite"
        >
          <span className="visually-hidden">{text.lastBall}</span>
          {last ?? '–'}
        </div>
        <ol className="bingo-recent" aria-label={text.lastBall}>
          {calls
            .slice(-6, -1)
            .reverse()
            .map((n) => (
              <li key={n} className="bingo-ball">
                {n}
              </li>
            ))}
        </ol>
        <p className="bingo-count" data-testid="bingo-call-count">
          {text.calls(calls.length)}
        </p>
      </div>
      <ol className="bingo-board">
        {Array.from({ length: 90 }, (_, i) => i + 1).map((n) => (
          <li
            key={n}
            className={`${called.has(n) ? 'on' : ''}${n === last ? ' last' : ''}`}
            aria-label={called.has(n) ? `${n} ✓` : String(n)}
          >
            {n}
          </li>
        ))}
      </ol>
    </section>
  );
}
