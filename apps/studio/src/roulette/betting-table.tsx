import { pocketColor } from '@lale/games/roulette/layout';
import type { RouletteDictionary } from '../i18n/roulette.ts';
import type { Lang } from '../i18n/lang.ts';
import { formatMoney } from '../shared/money.ts';
import { amountOn, type PlacedBet, type Placement } from './bet-slip.ts';

interface Props {
  slip: readonly PlacedBet[];
  onPlace: (placement: Placement) => void;
  winning: number | null;
  disabled: boolean;
  lang: Lang;
  text: RouletteDictionary;
}

/** Rows of the classic layout, top row first: 3, 6, ... 36 / 2, 5, ... / 1, 4, ... 34. */
const ROWS = [3, 2, 1].map((start) => Array.from({ length: 12 }, (_, i) => start + 3 * i));

const OUTSIDE: Placement[] = [
  { type: 'low' },
  { type: 'even' },
  { type: 'red' },
  { type: 'black' },
  { type: 'odd' },
  { type: 'high' },
];

/** The table: a button per number (straight up), columns, dozens and the even-money fields. */
export function BettingTable({ slip, onPlace, winning, disabled, lang, text }: Props) {
  const chipLabel = (placement: Placement, label: string) => {
    const amount = amountOn(slip, placement);
    return amount > 0 ? `${label}, ${text.onBet(formatMoney(amount, lang))}` : label;
  };
  const spot = (placement: Placement, label: string, visible: string, className: string) => {
    const amount = amountOn(slip, placement);
    return (
      <button
        type="button"
        className={`spot ${className}`}
        aria-label={chipLabel(placement, label)}
        disabled={disabled}
        onClick={() => onPlace(placement)}
      >
        {visible}
        {amount > 0 && (
          <span className="chip" aria-hidden="true">
            {formatMoney(amount, lang)}
          </span>
        )}
      </button>
    );
  };
  const number = (n: number) => {
    const color = pocketColor(n);
    return spot(
      { type: 'straight', numbers: [n] },
      text.numberBet(n, text.colors[color]),
      String(n),
      `spot--${color}${winning === n ? ' spot--winning' : ''}`,
    );
  };

  return (
    <div
      className="roulette-table"
      role="group"
      aria-label={text.table}
      data-testid="roulette-table"
    >
      <div className="zero">{number(0)}</div>
      <div className="numbers">
        {ROWS.map((row, rowIndex) => (
          <div className="numbers__row" key={rowIndex}>
            {row.map((n) => (
              <div key={n}>{number(n)}</div>
            ))}
            <div>
              {spot(
                { type: 'column', index: 3 - rowIndex },
                text.indexed('column', 3 - rowIndex),
                '2:1',
                'spot--outside',
              )}
            </div>
          </div>
        ))}
      </div>
      <div className="dozens">
        {[1, 2, 3].map((index) => (
          <div key={index}>
            {spot(
              { type: 'dozen', index },
              text.indexed('dozen', index),
              text.indexed('dozen', index),
              'spot--outside',
            )}
          </div>
        ))}
      </div>
      <div className="even-money">
        {OUTSIDE.map((placement) => (
          <div key={placement.type}>
            {spot(
              placement,
              text.types[placement.type],
              text.types[placement.type],
              `spot--outside${placement.type === 'red' ? ' spot--red' : placement.type === 'black' ? ' spot--black' : ''}`,
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
