import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

const COLUMNS = { base: 2, xs: 3, sm: 4, md: 5, lg: 6 };

/** The responsive grid every game list uses. */
export function GameGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="md" verticalSpacing="md" data-testid="game-grid">
      {children}
    </SimpleGrid>
  );
}

export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="md" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} radius="md" style={{ aspectRatio: '3 / 4' }} />
      ))}
    </SimpleGrid>
  );
}
