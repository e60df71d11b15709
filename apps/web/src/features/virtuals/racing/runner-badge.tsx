import type { RacingProductKey } from '@lale/contract/methods/racing';
import { runnerColour } from './runner-colours.ts';
import classes from './racing.module.css';

/** The saddle-cloth (horses) or trap jacket (greyhounds) number. */
export function RunnerBadge({ product, number }: { product: RacingProductKey; number: number }) {
  const { bg, fg } = runnerColour(product, number);
  return (
    <span className={classes.badge} style={{ background: bg, color: fg }} aria-hidden="true">
      {number}
    </span>
  );
}
