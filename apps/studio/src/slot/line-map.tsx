import type { LinesModel } from '@lale/games/slots/model-types';

/** A small picture of one payline: the row it takes on each reel, the paid run filled in. */
export function LineMap({
  model,
  line,
  count,
}: {
  model: LinesModel;
  line: number;
  count: number;
}) {
  const rows = model.paylines[line];
  if (!rows) return null;
  return (
    <span
      className="line-map"
      aria-hidden="true"
      style={{ gridTemplateColumns: `repeat(${model.reels}, 0.45rem)` }}
    >
      {Array.from({ length: model.rows }, (_, row) =>
        Array.from({ length: model.reels }, (_, reel) => (
          <span
            key={`${row}-${reel}`}
            className={
              rows[reel] === row ? (reel < count ? 'line-map__paid' : 'line-map__on') : undefined
            }
          />
        )),
      )}
    </span>
  );
}
