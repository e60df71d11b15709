import type { AnyReport } from '@lale/contract/backoffice-reports';
import type { Lang } from '@lale/contract/languages';
import { CSV_COLUMNS, type CsvColumn } from './csv-columns.ts';

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
const BOM = '\uFEFF';

/**
 * An RFC 4180 cell: quoted when it holds a quote, comma, semicolon or line break; a text a
 * spreadsheet would run as a formula (=, +, -, @, tab or CR first) starts with a quote mark.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Kuruş as lira with two decimals and a dot, which spreadsheets read as a number. */
const lira = (kurus: number) => (kurus / 100).toFixed(2);

function cell(column: CsvColumn, value: unknown, lang: Lang): string {
  if (column.money && typeof value === 'number') return lira(value);
  if (typeof value === 'number') return String(value);
  const text = typeof value === 'string' ? value : '';
  return csvCell(column.words?.[text]?.[lang] ?? text);
}

/** The report as CSV: headers in the operator's language, one line per row, CRLF. */
export function reportCsv(report: AnyReport, lang: Lang): string {
  const columns = CSV_COLUMNS[report.report];
  const lines = [columns.map((column) => csvCell(column.title[lang]))];
  for (const row of report.rows as unknown as Record<string, unknown>[])
    lines.push(columns.map((column) => cell(column, row[column.field], lang)));
  return BOM + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
