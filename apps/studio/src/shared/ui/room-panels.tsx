import type { Lang } from '../../i18n/lang.ts';
import { formatPercent } from '../money.ts';

/**
 * A shared room's commitment for the round taking bets: its server seed's hash (published
 * before any stake), and how the result follows from the seed once it is revealed.
 */
export function RoundHashPanel({
  title,
  label,
  hash,
  note,
  testId,
}: {
  title: string;
  label: string;
  hash: string;
  note: string;
  testId: string;
}) {
  return (
    <section className="panel" data-testid={testId}>
      <h2>{title}</h2>
      <p className="muted">{label}</p>
      <p className="mono room-hash" data-testid={`${testId}-hash`}>
        {hash}
      </p>
      <p className="muted">{note}</p>
    </section>
  );
}

/** A room's rules, folded: the range of its bets' returns to player, then each rule. */
export function RulesPanel({
  title,
  rtps,
  rtpText,
  rules,
  lang,
}: {
  title: string;
  /** Each bet's exact return, 0..1. */
  rtps: readonly number[];
  rtpText: (low: string, high: string) => string;
  rules: readonly string[];
  lang: Lang;
}) {
  return (
    <section className="panel">
      <details>
        <summary>{title}</summary>
        <p>
          {rtpText(formatPercent(Math.min(...rtps), lang), formatPercent(Math.max(...rtps), lang))}
        </p>
        <ul>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
