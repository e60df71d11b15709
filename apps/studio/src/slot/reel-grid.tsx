import type { SlotModel } from '@lale/games/slots/model-types';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SlotDictionary } from '../i18n/slot.ts';
import { columnOffset, reelColumn, restingColumn, type ReelColumn } from './reel-strip.ts';
import type { ReelPlan } from './spin-plan.ts';
import { artId, SymbolIcon, SymbolSprite } from './symbol-art.tsx';
import { SymbolPictures } from './symbol-pictures.ts';
import type { SymbolSet } from './symbol-sets.ts';
import { symbolName } from './symbols.ts';
import { WinLines } from './win-lines.tsx';

/** One spin to animate: the server's stops and grid, the strips they index, the pace. */
export interface ReelMotion {
  id: number;
  strips: readonly string[];
  stops: readonly number[];
  previous: readonly string[];
  plans: readonly ReelPlan[];
}

interface Props {
  model: SlotModel;
  grid: readonly string[];
  highlighted: ReadonlySet<number>;
  /** Paid lines to draw over the grid (0-based), lines games only. */
  lines?: readonly number[];
  /** The spin to animate; none shows the grid at rest (the verify page, reduced motion). */
  motion?: ReelMotion | null;
  /** Changes when the player asks the reels to stop at once. */
  quickStop?: number;
  onReelStop?: (reel: number) => void;
  onSettled?: () => void;
  /** The game's own look of its model's symbols; the plain drawing without one. */
  symbolSet?: SymbolSet;
  text: SlotDictionary;
}

// Eases in, runs, and settles with a small bounce past the rest and back.
const EASING = 'cubic-bezier(0.35, 0, 0.25, 1.08)';

/**
 * The reels. At rest each shows the server's window as cells of SVG; during a spin each scrolls
 * a column that ends on that same window (see reel-strip.ts), drawn on one canvas from the
 * symbols' pictures (symbol-pictures.ts), with transform only, one reel after another.
 */
export function ReelGrid(props: Props) {
  const {
    model,
    grid,
    highlighted,
    lines = [],
    motion = null,
    quickStop = 0,
    symbolSet,
    text,
  } = props;
  const columnRefs = useRef<(HTMLUListElement | null)[]>([]);
  const spriteRef = useRef<SVGSVGElement>(null);
  const pictures = useRef<{ look: string; pictures: SymbolPictures } | null>(null);
  /** The pictures ready for the next spin, at the reels' cell size in device pixels. */
  const [ready, setReady] = useState<{ look: string; art: SymbolPictures; size: number } | null>(
    null,
  );
  const animations = useRef<Animation[]>([]);
  const callbacks = useRef(props);
  const look = symbolSet ? JSON.stringify(symbolSet) : '';
  /** The pictures of the sprite as drawn now: a game's own set replaces the plain drawing. */
  const currentPictures = () => {
    if (pictures.current?.look !== look && spriteRef.current)
      pictures.current = { look, pictures: new SymbolPictures(spriteRef.current) };
    return pictures.current?.pictures ?? null;
  };
  useLayoutEffect(() => {
    callbacks.current = props;
  });

  const columns: ReelColumn[] = Array.from({ length: model.reels }, (_, reel) =>
    motion
      ? reelColumn({
          model,
          strip: motion.strips[reel] ?? '',
          stop: motion.stops[reel] ?? 0,
          reel,
          grid,
          previous: motion.previous,
          travel: motion.plans[reel]?.travel ?? 0,
        })
      : restingColumn(model, grid, reel),
  );

  // At rest, the pictures are made at the reels' cell size for the next spin.
  useEffect(() => {
    // A grid that never turns (the verify page shows results only) needs no pictures.
    if (motion || !callbacks.current.onSettled) return;
    const art = currentPictures();
    const column = columnRefs.current[0];
    if (!art || !column) return;
    const size = Math.round(column.clientWidth * (window.devicePixelRatio || 1));
    let current = true;
    void art.prepare(size).then(() => {
      if (!current) return;
      setReady((was) =>
        was?.look === look && was.art === art && was.size === size ? was : { look, art, size },
      );
    });
    return () => {
      current = false;
    };
    // The sprite changes with the look only; a settled spin may find the reels resized.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [look, motion === null]);

  useLayoutEffect(() => {
    if (!motion) return;
    let settled = 0;
    animations.current = columns.map((column, reel) => {
      const element = columnRefs.current[reel] as HTMLUListElement;
      const plan = motion.plans[reel] as ReelPlan;
      const animation = element.animate(
        [
          { transform: `translateY(${columnOffset(column, column.startAt)}%)` },
          { transform: `translateY(${columnOffset(column, column.restAt)}%)` },
        ],
        { duration: plan.duration, easing: EASING, fill: 'forwards' },
      );
      void animation.finished.then(
        () => {
          settled++;
          // The suspense glow ends as the reel lands; set on the element, not by a render.
          element.parentElement?.classList.remove('reel--anticipation');
          callbacks.current.onReelStop?.(reel);
          if (settled === model.reels) callbacks.current.onSettled?.();
        },
        () => undefined,
      );
      return animation;
    });
    return () => animations.current.forEach((animation) => animation.cancel());
    // Only a new spin starts the reels; the columns are derived from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [motion?.id]);

  useLayoutEffect(() => {
    if (quickStop > 0) animations.current.forEach((animation) => animation.finish());
  }, [quickStop]);

  const name = (symbol: string) =>
    symbolName(symbol, model.id, text.symbols, text.scatterPaysScatter);
  const spinning = motion !== null;
  const pictured = ready?.look === look ? ready : null;

  return (
    <div
      className={`reels${spinning ? ' reels--spinning' : ''}`}
      role="group"
      aria-label={text.reels}
      aria-busy={spinning}
      data-testid="reels"
      data-state={spinning ? 'spinning' : 'settled'}
      style={{ gridTemplateColumns: `repeat(${model.reels}, minmax(0, 1fr))` }}
    >
      <SymbolSprite set={symbolSet} spriteRef={spriteRef} />
      {columns.map((column, reel) => {
        const plan = motion?.plans[reel];
        const suspense = spinning && plan?.anticipation;
        return (
          <div
            key={reel}
            className={`reel${suspense ? ' reel--anticipation' : ''}`}
            role="img"
            aria-label={
              spinning
                ? text.reelSpinning(reel + 1)
                : text.reelLabel(
                    reel + 1,
                    Array.from({ length: model.rows }, (_, row) =>
                      name(grid[reel * model.rows + row] ?? ''),
                    ).join(', '),
                  )
            }
            style={{ aspectRatio: `1 / ${model.rows}` }}
          >
            <ul
              ref={(element) => {
                columnRefs.current[reel] = element;
              }}
              className="reel__column"
              aria-hidden="true"
              style={{
                transform: `translateY(${columnOffset(column, spinning ? column.startAt : column.restAt)}%)`,
              }}
            >
              {spinning && pictured ? (
                <li className="reel__strip">
                  {column.symbols.map((symbol, position) => (
                    <img
                      key={position}
                      src={pictured.art.url(artId(symbol, model.id), pictured.size)}
                      alt=""
                    />
                  ))}
                </li>
              ) : (
                column.symbols.map((symbol, position) => {
                  const row = position - column.restAt;
                  const inWindow = row >= 0 && row < model.rows;
                  const cell = reel * model.rows + row;
                  const win = inWindow && !spinning && highlighted.has(cell);
                  return (
                    <li
                      key={position}
                      className={`cell cell--${symbol}${win ? ' cell--win' : ''}`}
                      data-cell={inWindow ? cell : undefined}
                      data-symbol={symbol}
                      data-win={win || undefined}
                    >
                      <SymbolIcon symbol={symbol} modelId={model.id} />
                    </li>
                  );
                })
              )}
            </ul>
          </div>
        );
      })}
      {!spinning && model.evaluation === 'lines' && lines.length > 0 && (
        <WinLines model={model} lines={lines} />
      )}
    </div>
  );
}
