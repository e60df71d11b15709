import type { ReactNode } from 'react';
import { CardLabelsProvider } from './card-labels.tsx';
import classes from './game-grid.module.css';

/** The responsive grid every game list uses (2 columns on phones up to 6 on wide screens). */
export function GameGrid({ children }: { children: ReactNode }) {
  return (
    <div className={classes.grid} data-testid="game-grid">
      <CardLabelsProvider>{children}</CardLabelsProvider>
    </div>
  );
}

/** A single scrollable row of cards (home rows). */
export function GameStrip({ children }: { children: ReactNode }) {
  return (
    <div className={classes.strip} data-testid="game-strip">
      <CardLabelsProvider>{children}</CardLabelsProvider>
    </div>
  );
}

function Placeholders({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <div key={index} className={classes.placeholder} />
  ));
}

export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className={classes.grid} aria-hidden="true">
      <Placeholders count={count} />
    </div>
  );
}

export function GameStripSkeleton({ count = 7 }: { count?: number }) {
  return (
    <div className={classes.strip} style={{ overflow: 'hidden' }} aria-hidden="true">
      <Placeholders count={count} />
    </div>
  );
}
