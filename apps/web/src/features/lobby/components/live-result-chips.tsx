import type { LiveResultSummary } from '@lale/contract/live-tables/results';
import { resultChip } from '../lib/live-result-chip.ts';
import { useLiveTableLabels } from './live-table-labels.tsx';
import classes from './live-table-card.module.css';

interface LiveResultChipsProps {
  tableType: string;
  /** Newest first, as the server sends them. */
  results: LiveResultSummary[];
}

/** A table's last results as small chips, newest on the left; as many as fit one line. */
export function LiveResultChips({ tableType, results }: LiveResultChipsProps) {
  const labels = useLiveTableLabels();
  if (results.length === 0)
    return (
      <span className={classes.noResults} data-testid="table-results">
        {labels.noResults}
      </span>
    );
  return (
    <ol className={classes.chips} aria-label={labels.lastResults} data-testid="table-results">
      {results.map((summary) => {
        const chip = resultChip(tableType, summary, labels);
        return (
          <li
            key={chip.roundNumber}
            className={classes.chip}
            data-tone={chip.tone}
            title={chip.description}
          >
            <span aria-hidden="true">{chip.text}</span>
            <span className={classes.hidden}>{chip.description}</span>
          </li>
        );
      })}
    </ol>
  );
}
