import { pocketColor } from '@lale/games/roulette/layout';
import type { CSSProperties } from 'react';
import type { Lang } from '../../i18n/lang.ts';
import type { LiveDictionary } from '../../i18n/live.ts';
import type { RouletteDictionary } from '../../i18n/roulette.ts';
import { formatMoney } from '../money.ts';
import { rouletteSpot } from './roulette-spots.ts';
import { InsideBetPicker } from '../ui/inside-bet-picker.tsx';
import { ChipStack } from './chip-stack.tsx';
import { insideTargets, insideTargetSpot, onColumnLine, onStreetLine } from './inside-targets.ts';
import './roulette-layout.css';

/**
 * Where a spot sits: `h` on the wide layout (zero at the left, three rows of twelve), `v` on a
 * phone held upright (zero on top, twelve rows of three, dozens and even money at the side).
 */
interface Area {
  h: [column: string, row: string];
  v: [column: string, row: string];
}

function numberArea(n: number): Area {
  if (n === 0) return { h: ['1', '1 / span 3'], v: ['3 / span 3', '1'] };
  const index = n - 1;
  return {
    h: [String(2 + Math.floor(index / 3)), String(3 - (index % 3))],
    v: [String(3 + (index % 3)), String(2 + Math.floor(index / 3))],
  };
}

const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;

interface Spot {
  spot: string;
  label: string;
  visible: string;
  tone: string;
  kind: 'number' | 'column' | 'dozen' | 'even';
  area: Area;
}

function spots(text: RouletteDictionary): Spot[] {
  const numbers: Spot[] = Array.from({ length: 37 }, (_, n) => ({
    spot: rouletteSpot('straight', [n]),
    label: text.numberBet(n, text.colors[pocketColor(n)]),
    visible: String(n),
    tone: pocketColor(n),
    kind: 'number',
    area: numberArea(n),
  }));
  const columns: Spot[] = [1, 2, 3].map((index) => ({
    spot: rouletteSpot('column', index),
    label: text.indexed('column', index),
    visible: '2:1',
    tone: 'outside',
    kind: 'column',
    area: { h: ['14', String(4 - index)], v: [String(2 + index), '14'] },
  }));
  const dozens: Spot[] = [1, 2, 3].map((index) => ({
    spot: rouletteSpot('dozen', index),
    label: text.indexed('dozen', index),
    visible: `${12 * index - 11}–${12 * index}`,
    tone: 'outside',
    kind: 'dozen',
    area: {
      h: [`${2 + 4 * (index - 1)} / span 4`, '4'],
      v: ['2', `${2 + 4 * (index - 1)} / span 4`],
    },
  }));
  const evenMoney: Spot[] = EVEN_MONEY.map((type, i) => ({
    spot: type,
    label: text.types[type],
    visible: type === 'red' || type === 'black' ? '◆' : text.types[type],
    tone: type === 'red' || type === 'black' ? type : 'outside',
    kind: 'even',
    area: { h: [`${2 + 2 * i} / span 2`, '5'], v: ['1', `${2 + 2 * i} / span 2`] },
  }));
  return [...numbers, ...columns, ...dozens, ...evenMoney];
}

const TARGETS = insideTargets();

function targetShape(target: (typeof TARGETS)[number]): string {
  if (onStreetLine(target) && onColumnLine(target)) return 'point';
  return onStreetLine(target) ? 'street-line' : 'column-line';
}

/**
 * The betting layout: every number straight up, the columns, dozens and even-money fields, and
 * over the numbers the lines and corners that take splits, streets, corners and six lines. Those
 * targets are for pointers; keyboards reach the same bets through the picker under the layout.
 */
export function RouletteLayout({
  totals,
  rack,
  onSpot,
  disabled,
  winning,
  lang,
  text,
  rouletteText,
}: {
  totals: ReadonlyMap<string, number>;
  rack: readonly number[];
  onSpot: (spot: string, label: string) => void;
  disabled: boolean;
  winning: number | null;
  lang: Lang;
  text: LiveDictionary;
  rouletteText: RouletteDictionary;
}) {
  const chipLabel = (label: string, amount: number) =>
    amount > 0 ? `${label}, ${text.chips.onSpot(formatMoney(amount, lang))}` : label;
  return (
    <>
      <div
        className="layout-felt layout-felt--inside"
        role="group"
        aria-label={rouletteText.table}
        data-testid="live-roulette-layout"
      >
        {spots(rouletteText).map((spot) => {
          const amount = totals.get(spot.spot) ?? 0;
          const won = winning !== null && spot.spot === rouletteSpot('straight', [winning]);
          const style = {
            '--hc': spot.area.h[0],
            '--hr': spot.area.h[1],
            '--vc': spot.area.v[0],
            '--vr': spot.area.v[1],
          } as CSSProperties;
          return (
            <button
              key={spot.spot}
              type="button"
              className={`bet-spot bet-spot--${spot.kind} bet-spot--${spot.tone}${won ? ' bet-spot--won' : ''}`}
              style={style}
              disabled={disabled}
              aria-label={chipLabel(spot.label, amount)}
              onClick={() => onSpot(spot.spot, spot.label)}
            >
              <span aria-hidden="true">{spot.visible}</span>
              <ChipStack amount={amount} rack={rack} lang={lang} />
            </button>
          );
        })}
        <div className="inside-targets">
          {TARGETS.map((target) => {
            const spot = insideTargetSpot(target);
            const label = rouletteText.insideBet(target.type, target.numbers);
            const amount = totals.get(spot) ?? 0;
            const won = amount > 0 && winning !== null && target.numbers.includes(winning);
            const style = {
              '--along': target.along,
              '--across': target.across,
            } as CSSProperties;
            return (
              <button
                key={spot}
                type="button"
                tabIndex={-1}
                className={`inside-target inside-target--${targetShape(target)}${amount > 0 ? ' inside-target--placed' : ''}${won ? ' inside-target--won' : ''}`}
                style={style}
                disabled={disabled}
                aria-label={chipLabel(label, amount)}
                title={label}
                data-spot={spot}
                onClick={() => onSpot(spot, label)}
              >
                <ChipStack amount={amount} rack={rack} lang={lang} />
              </button>
            );
          })}
        </div>
      </div>
      <InsideBetPicker
        disabled={disabled}
        text={rouletteText}
        onPlace={(type, numbers) =>
          onSpot(insideTargetSpot({ type, numbers }), rouletteText.insideBet(type, numbers))
        }
      />
    </>
  );
}
