import { Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, type ReactNode } from 'react';
import classes from './responsive-table.module.css';

/** Below the toolkit's `sm` breakpoint a row is a card: a table there scrolls sideways. */
const PHONE = '(max-width: 47.99em)';

/**
 * Where a column's value goes on a phone's card: the top line's date and status, the heading
 * and amount beneath, the unlabelled footer (actions), or a labelled line (the default).
 */
export type CardPlace = 'date' | 'status' | 'heading' | 'amount' | 'footer' | 'field' | 'hidden';

export interface ResponsiveColumn<T> {
  key: string;
  /** The table's heading, and the label of a field on a card. */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'right';
  card?: CardPlace;
  /** Where the value is red or green, say (a withdrawal's amount). */
  color?: (row: T) => string | undefined;
  testId?: string;
}

interface ResponsiveTableProps<T> {
  rows: T[];
  columns: ResponsiveColumn<T>[];
  rowKey: (row: T) => string | number;
  /** Attributes of a row (or card): its test id and data marks. */
  rowProps?: (row: T) => Record<`data-${string}`, string | number>;
  /** What opens under a row (a coupon's legs): its element id and content, or null. */
  detail?: (row: T) => { id: string; content: ReactNode } | null;
  /** The table's width on wider screens, beyond which it scrolls inside its box. */
  minWidth: number;
  testId: string;
}

/**
 * A list of records that is a table on wider screens and a list of cards on a phone (the date,
 * status, what it was and its amount first, the other columns as labelled lines): the one
 * layout of every history, so that none scrolls sideways on a phone.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  return phone ? <Cards {...props} /> : <Wide {...props} />;
}

function Wide<T>({
  rows,
  columns,
  rowKey,
  rowProps,
  detail,
  minWidth,
  testId,
}: ResponsiveTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover data-testid={testId} data-layout="table">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const opened = detail?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <Table.Tr {...rowProps?.(row)}>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      ta={column.align}
                      c={column.color?.(row)}
                      data-testid={column.testId}
                    >
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
                {opened ? (
                  <Table.Tr id={opened.id}>
                    <Table.Td colSpan={columns.length}>{opened.content}</Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Cards<T>({ rows, columns, rowKey, rowProps, detail, testId }: ResponsiveTableProps<T>) {
  const placed = (place: CardPlace) =>
    columns.filter((column) => (column.card ?? 'field') === place);
  const value = (column: ResponsiveColumn<T>, row: T, className?: string) => (
    <div
      key={column.key}
      className={className}
      style={{ color: column.color?.(row) }}
      data-testid={column.testId}
    >
      {column.cell(row)}
    </div>
  );
  return (
    <ul className={classes.cards} data-testid={testId} data-layout="cards">
      {rows.map((row) => {
        const opened = detail?.(row);
        return (
          <li key={rowKey(row)} className={classes.card} {...rowProps?.(row)}>
            <div className={classes.line}>
              {placed('date').map((column) => value(column, row, classes.date))}
              {placed('status').map((column) => value(column, row))}
            </div>
            <div className={classes.line}>
              {placed('heading').map((column) => value(column, row, classes.heading))}
              {placed('amount').map((column) => value(column, row, classes.amount))}
            </div>
            <dl className={classes.fields}>
              {placed('field').map((column) => (
                <Fragment key={column.key}>
                  <dt>{column.header}</dt>
                  <dd style={{ color: column.color?.(row) }} data-testid={column.testId}>
                    {column.cell(row)}
                  </dd>
                </Fragment>
              ))}
            </dl>
            {placed('footer').map((column) => value(column, row, classes.footer))}
            {opened ? <div id={opened.id}>{opened.content}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
