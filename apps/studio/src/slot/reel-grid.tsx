import type { SlotModel } from '@lale/games/slots/model-types';
import type { SlotDictionary } from '../i18n/slot.ts';
import { displayGlyph, symbolName } from './symbols.ts';

interface Props {
  model: SlotModel;
  grid: readonly string[];
  highlighted: ReadonlySet<number>;
  spinning: boolean;
  text: SlotDictionary;
}

/** The symbols in view, one column per reel; winning cells are marked for sight and for readers. */
export function ReelGrid({ model, grid, highlighted, spinning, text }: Props) {
  const name = (symbol: string) =>
    symbolName(symbol, model.id, text.symbols, text.scatterPaysScatter);
  const reels = Array.from({ length: model.reels }, (_, reel) =>
    Array.from({ length: model.rows }, (_, row) => reel * model.rows + row),
  );
  return (
    <div
      className={`reels${spinning ? ' reels--spinning' : ''}`}
      role="group"
      aria-label={text.reels}
      data-testid="reels"
      style={{ gridTemplateColumns: `repeat(${model.reels}, minmax(0, 1fr))` }}
    >
      {reels.map((cells, reel) => (
        <ul
          key={reel}
          className="reel"
          aria-label={text.reelLabel(
            reel + 1,
            cells.map((cell) => name(grid[cell] ?? '')).join(', '),
          )}
        >
          {cells.map((cell) => {
            const symbol = grid[cell] ?? '';
            const win = highlighted.has(cell);
            return (
              <li
                key={cell}
                className={`cell cell--${symbol}${win ? ' cell--win' : ''}`}
                data-win={win || undefined}
                title={name(symbol)}
              >
                <span aria-hidden="true">{displayGlyph(symbol, model.id)}</span>
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}
