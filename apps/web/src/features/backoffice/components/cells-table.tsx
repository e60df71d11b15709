import type { ReactNode } from 'react';
import { ResponsiveTable } from './responsive-table.tsx';

type Cells = readonly ReactNode[];

/**
 * A small read-only list given as rows of cells under headers (a player's sessions, sign-ins,
 * limits): a table on wide screens, cards on a phone.
 */
export function CellsTable({
  headers,
  rows,
  testId,
  minWidth,
  fz = 'xs',
  rightAligned = [],
}: {
  headers: readonly string[];
  rows: readonly Cells[];
  testId: string;
  minWidth: number;
  fz?: 'xs' | 'sm';
  /** Indexes of the columns holding amounts. */
  rightAligned?: readonly number[];
}) {
  return (
    <ResponsiveTable<Cells>
      columns={headers.map((label, index) => ({
        key: String(index),
        label,
        align: rightAligned.includes(index) ? 'right' : undefined,
        cell: (cells) => cells[index],
      }))}
      rows={rows}
      rowKey={(_, index) => index}
      testId={testId}
      minWidth={minWidth}
      fz={fz}
    />
  );
}
