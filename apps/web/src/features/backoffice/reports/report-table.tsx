import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Column<R> {
  field: keyof R & string;
  label: string;
  /** Kuruş shown as lira, right-aligned; counts are right-aligned too. */
  align?: 'right';
  render?: (row: R) => ReactNode;
}

/** A report's rows as a table that scrolls sideways on a phone, with an optional total row. */
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
    <Table.ScrollContainer minWidth={columns.length * 110}>
      <Table striped highlightOnHover fz="sm" data-testid="bo-report-table">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.field} ta={column.align}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid="bo-report-row" data-key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.field} ta={column.align} data-field={column.field}>
                  {column.render ? column.render(row) : String(row[column.field] ?? '')}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr data-testid="bo-report-total" fw={700}>
              {columns.map((column, index) => (
                <Table.Td key={column.field} ta={column.align} data-field={column.field}>
                  {index === 0 ? t('boReports.total') : (total[column.field] ?? '')}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
