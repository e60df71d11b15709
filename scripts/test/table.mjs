// The run's closing table: each step's time, tests, failures and flaky tests, then the budget.

const pad = (value, width, right = false) =>
  right ? String(value).padStart(width) : String(value).padEnd(width);

/**
 * Rows: { name, seconds, ok, counts? }. The total is the run's wall time, `wallSeconds`: steps of
 * one phase run side by side, so their seconds overlap. Returns the lines to print.
 */
export function stepTable(rows, { budgetSeconds, wallSeconds } = {}) {
  const header = ['step', 'seconds', 'tests', 'failed', 'flaky', 'result'];
  const lines = rows.map((row) => [
    row.name,
    String(row.seconds),
    row.counts ? String(row.counts.passed + row.counts.failed + row.counts.flaky) : '-',
    row.counts ? String(row.counts.failed) : '-',
    row.counts ? String(row.counts.flaky) : '-',
    row.ok ? 'ok' : 'FAILED',
  ]);
  const total = wallSeconds ?? rows.reduce((sum, row) => sum + row.seconds, 0);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((cell, i) => pad(cell, widths[i], i > 0 && i < 5)).join('  ');
  const out = [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)];
  out.push(format(['wall time', String(total), '', '', '', '']));
  if (budgetSeconds)
    out.push(
      `budget: ${total} s of ${budgetSeconds} s (${Math.round((100 * total) / budgetSeconds)}%)`,
    );
  return out;
}
