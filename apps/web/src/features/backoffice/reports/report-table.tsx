import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../components/responsive-table.tsx';

export interface Column<R> {
  field: keyof R & string;
  label: string;
  /** Kuruş shown as lira, right-aligned; counts are right-aligned too. */
  align?: 'right';
  render?: (row: R) => ReactNode;
}

/** A report's rows (a table, or cards on a phone), with an optional total row. */
export function ReportTable<R extends object>({
  columns,
  rows,
  rowKey,
  total,
}: {
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
  total?: Partial<Record<keyof R & string, ReactNode>>;
}) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="bo-report-empty">
        {t('boReports.empty')}
      </Text>
    );
  return (
    <ResponsiveTable
      columns={columns.map((column) => ({
        key: column.field,
        label: column.label,
        align: column.align,
        cell: (row: R) => (column.render ? column.render(row) : String(row[column.field] ?? '')),
      }))}
      rows={rows}
      rowKey={rowKey}
      rowProps={(row) => ({ 'data-testid': 'bo-report-row', 'data-key': rowKey(row) })}
      footer={
        total ? { label: t('boReports.total'), cells: total, testId: 'bo-report-total' } : undefined
      }
      testId="bo-report-table"
      minWidth={columns.length * 110}
      striped
      highlightOnHover
    />
  );
}
