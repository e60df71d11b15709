import { Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import classes from './responsive-table.module.css';
import { useNarrowScreen } from './use-narrow-screen.ts';

export interface ListColumn<R> {
  /** Names the cell (`data-field`) in the table and on the card. */
  key: string;
  /** The column's header and, on a card, the label before the value ('' for none). */
  label: string;
  cell: (row: R) => ReactNode;
  /** Amounts and counts: right-aligned in the table. */
  align?: 'right';
  /** Money in monospace digits. */
  mono?: boolean;
}

type DataAttributes = Record<`data-${string}`, string | number | undefined>;

export interface ListSelection<R> {
  isSelected: (row: R) => boolean;
  onToggle: (row: R) => void;
  /** The checkbox's accessible name. */
  label: (row: R) => string;
  testId?: string;
}

export interface ListFooter {
  /** Shown in the first column (or as the card's title). */
  label: ReactNode;
  cells: Partial<Record<string, ReactNode>>;
  testId?: string;
}

/**
 * One back-office list: a table on wide screens, and on a phone a stack of cards (the first
 * column as the card's title, the others as label and value, the actions as buttons at the
 * bottom), so that no list makes the page scroll sideways. Row and cell test ids and
 * `data-field`s are the same in both forms.
 */
export function ResponsiveTable<R>({
  columns,
  rows,
  rowKey,
  rowProps,
  actions,
  actionsLabel = '',
  selection,
  details,
  footer,
  primary,
  testId,
  minWidth,
  fz = 'sm',
  striped = false,
  highlightOnHover = false,
}: {
  columns: readonly ListColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string | number;
  rowProps?: (row: R) => DataAttributes;
  actions?: (row: R) => ReactNode;
  actionsLabel?: string;
  selection?: ListSelection<R> | null;
  /** A row's opened details (a leaderboard, a draw), below it. */
  details?: (row: R) => ReactNode;
  footer?: ListFooter;
  /** The column that titles a card (the first by default). */
  primary?: string;
  testId?: string;
  /** The table's width below which it scrolls inside its frame (between phone and desktop). */
  minWidth?: number;
  fz?: 'xs' | 'sm';
  striped?: boolean;
  highlightOnHover?: boolean;
}) {
  const narrow = useNarrowScreen();
  if (narrow) {
    const title = columns.find((column) => column.key === primary) ?? columns[0];
    const cardColumns = title ? [title, ...columns.filter((column) => column !== title)] : [];
    return (
      <Stack gap="xs" data-testid={testId}>
        {rows.map((row, index) => (
          <RowCard
            key={rowKey(row, index)}
            row={row}
            columns={cardColumns}
            rowProps={rowProps}
            actions={actions}
            selection={selection}
            details={details}
            fz={fz}
          />
        ))}
        {footer ? <FooterCard footer={footer} columns={cardColumns} /> : null}
      </Stack>
    );
  }

  const span = columns.length + (selection ? 1 : 0) + (actions ? 1 : 0);
  return (
    <Table.ScrollContainer minWidth={minWidth ?? columns.length * 110}>
      <Table fz={fz} striped={striped} highlightOnHover={highlightOnHover} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {selection ? <Table.Th w={40} /> : null}
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align}>
                {column.label}
              </Table.Th>
            ))}
            {actions ? <Table.Th>{actionsLabel}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const opened = details?.(row);
            return (
              <Fragment key={rowKey(row, index)}>
                <Table.Tr {...rowProps?.(row)}>
                  {selection ? (
                    <Table.Td>
                      <RowCheckbox row={row} selection={selection} />
                    </Table.Td>
                  ) : null}
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      ta={column.align}
                      ff={column.mono ? 'monospace' : undefined}
                      data-field={column.key}
                    >
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                  {actions ? <Table.Td>{actions(row)}</Table.Td> : null}
                </Table.Tr>
                {opened ? (
                  <Table.Tr>
                    <Table.Td colSpan={span}>{opened}</Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
        {footer ? (
          <Table.Tfoot>
            <Table.Tr data-testid={footer.testId} fw={700}>
              {selection ? <Table.Td /> : null}
              {columns.map((column, index) => (
                <Table.Td
                  key={column.key}
                  ta={column.align}
                  ff={column.mono ? 'monospace' : undefined}
                  data-field={column.key}
                >
                  {index === 0 ? footer.label : (footer.cells[column.key] ?? '')}
                </Table.Td>
              ))}
              {actions ? <Table.Td /> : null}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}

function RowCheckbox<R>({ row, selection }: { row: R; selection: ListSelection<R> }) {
  return (
    <Checkbox
      aria-label={selection.label(row)}
      checked={selection.isSelected(row)}
      onChange={() => selection.onToggle(row)}
      data-testid={selection.testId}
    />
  );
}

function RowCard<R>({
  row,
  columns,
  rowProps,
  actions,
  selection,
  details,
  fz,
}: {
  row: R;
  columns: readonly ListColumn<R>[];
  rowProps?: (row: R) => DataAttributes;
  actions?: (row: R) => ReactNode;
  selection?: ListSelection<R> | null;
  details?: (row: R) => ReactNode;
  fz: 'xs' | 'sm';
}) {
  const [first, ...rest] = columns;
  const buttons = actions?.(row);
  const opened = details?.(row);
  return (
    <Paper withBorder radius="md" p="sm" fz={fz} {...rowProps?.(row)}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {selection ? <RowCheckbox row={row} selection={selection} /> : null}
          {first ? (
            <Text
              component="div"
              fw={600}
              size="sm"
              className={classes.title}
              ff={first.mono ? 'monospace' : undefined}
              data-field={first.key}
            >
              {first.cell(row)}
            </Text>
          ) : null}
        </Group>
        <Fields columns={rest} value={(column) => column.cell(row)} />
        {buttons ? (
          <Group gap="xs" wrap="wrap">
            {buttons}
          </Group>
        ) : null}
        {opened ?? null}
      </Stack>
    </Paper>
  );
}

function FooterCard<R>({
  footer,
  columns,
}: {
  footer: ListFooter;
  columns: readonly ListColumn<R>[];
}) {
  const [first, ...rest] = columns;
  return (
    <Paper withBorder radius="md" p="sm" fw={700} data-testid={footer.testId}>
      <Stack gap="xs">
        <Text component="div" fw={700} size="sm" data-field={first?.key}>
          {footer.label}
        </Text>
        <Fields
          columns={rest.filter((column) => footer.cells[column.key] !== undefined)}
          value={(column) => footer.cells[column.key]}
        />
      </Stack>
    </Paper>
  );
}

/** Label and value pairs; a column without a label spans the card. */
function Fields<R>({
  columns,
  value,
}: {
  columns: readonly ListColumn<R>[];
  value: (column: ListColumn<R>) => ReactNode;
}) {
  if (columns.length === 0) return null;
  return (
    <dl className={classes.fields}>
      {columns.map((column) =>
        column.label ? (
          <Fragment key={column.key}>
            <dt className={classes.label}>{column.label}</dt>
            <dd
              className={classes.value}
              data-field={column.key}
              style={
                column.mono ? { fontFamily: 'var(--mantine-font-family-monospace)' } : undefined
              }
            >
              {value(column)}
            </dd>
          </Fragment>
        ) : (
          <dd
            key={column.key}
            className={`${classes.value} ${classes.wide}`}
            data-field={column.key}
          >
            {value(column)}
          </dd>
        ),
      )}
    </dl>
  );
}
