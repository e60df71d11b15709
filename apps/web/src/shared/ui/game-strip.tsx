import { Box, Group, ScrollArea, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

const TILE_WIDTH = 176;

/** A single scrollable row of tiles (home rows); the grid is for lobbies. */
export function GameStrip({ children }: { children: ReactNode }) {
  return (
    <ScrollArea type="hover" scrollbarSize={6} offsetScrollbars>
      <Group gap="md" wrap="nowrap" pb="xs" data-testid="game-strip" align="stretch">
        {children}
      </Group>
    </ScrollArea>
  );
}

export function StripItem({ children }: { children: ReactNode }) {
  return (
    <Box w={TILE_WIDTH} style={{ flex: `0 0 ${TILE_WIDTH}px` }}>
      {children}
    </Box>
  );
}

export function GameStripSkeleton({ count = 7 }: { count?: number }) {
  return (
    <Group gap="md" wrap="nowrap" aria-hidden="true" style={{ overflow: 'hidden' }}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton
          key={index}
          w={TILE_WIDTH}
          h={(TILE_WIDTH * 4) / 3 + 52}
          radius="md"
          style={{ flex: 'none' }}
        />
      ))}
    </Group>
  );
}
