export interface StripResult {
  key: string;
  /** What the token shows: a pocket number, a total. */
  token: string;
  /** A class suffix that colours it: red, black, green, win, lose, push. */
  tone: string;
  /** The whole result in words, for screen readers and as its tooltip. */
  label: string;
}

/** The table's last results, newest first, as a strip of tokens over the table. */
export function ResultsStrip({
  results,
  title,
  empty,
}: {
  results: readonly StripResult[];
  title: string;
  empty: string;
}) {
  return (
    <section className="results-strip" aria-label={title}>
      {results.length === 0 ? (
        <p className="results-strip__empty">{empty}</p>
      ) : (
        <ol className="results-strip__list" data-testid="table-history">
          {results.map((result, index) => (
            <li
              key={result.key}
              className={`results-strip__item results-strip__item--${result.tone}${index === 0 ? ' results-strip__item--latest' : ''}`}
              aria-label={result.label}
              title={result.label}
            >
              <span aria-hidden="true">{result.token}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
