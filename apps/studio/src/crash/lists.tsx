import type { CrashOwnBet, CrashRules } from '@lale/contract/crash-api';
import type { CrashResult } from '@lale/contract/live/crash-payloads';
import { common } from '../i18n/common.ts';
import type { CrashDictionary } from '../i18n/crash.ts';
import type { Lang } from '../i18n/lang.ts';
import { formatMoney, formatPercent } from '../shared/money.ts';
import { crashVerifyLink } from './crash-verify-link.ts';
import { multiplierBand, multiplierText } from './format.ts';
import { previousHashOf, sortedBets, type RoundBet } from './round-state.ts';

interface Common {
  lang: Lang;
  text: CrashDictionary;
}

/** The last results as coloured chips, newest first. */
export function ResultsStrip({ history, lang, text }: Common & { history: CrashResult[] }) {
  return (
    <ol className="results-strip" aria-label={text.lastResults} data-testid="results-strip">
      {history.map((result) => (
        <li
          key={result.roundId}
          className={`result-chip result-chip--${multiplierBand(result.crashPointHundredths)}`}
          title={text.round(result.roundNumber)}
        >
          {multiplierText(result.crashPointHundredths, lang)}
        </li>
      ))}
    </ol>
  );
}

/** Everybody's bets of the round shown, as they come and cash out. */
export function LiveBets({
  bets,
  ownBetIds,
  lang,
  text,
}: Common & { bets: RoundBet[]; ownBetIds: ReadonlySet<string> }) {
  const won = bets.reduce((sum, bet) => sum + bet.payout, 0);
  return (
    <div className="live-bets">
      <p className="live-bets__summary">
        <span>{text.betsCount(bets.length)}</span>
        <span>{text.totalWon(formatMoney(won, lang))}</span>
      </p>
      {bets.length === 0 ? (
        <p className="muted">{text.noBets}</p>
      ) : (
        <table className="bets-table" data-testid="live-bets">
          <thead>
            <tr>
              <th scope="col">{text.player}</th>
              <th scope="col">{text.amount}</th>
              <th scope="col">{text.multiplier}</th>
              <th scope="col">{text.payout}</th>
            </tr>
          </thead>
          <tbody>
            {sortedBets(bets).map((bet) => (
              <tr
                key={bet.betId}
                className={[
                  bet.cashedOutAtHundredths !== null ? 'is-won' : '',
                  ownBetIds.has(bet.betId) ? 'is-own' : '',
                ].join(' ')}
              >
                <td>{ownBetIds.has(bet.betId) ? text.you : bet.player}</td>
                <td>{formatMoney(bet.amount, lang)}</td>
                <td>
                  {bet.cashedOutAtHundredths !== null && (
                    <span
                      className={`result-chip result-chip--${multiplierBand(bet.cashedOutAtHundredths)}`}
                    >
                      {multiplierText(bet.cashedOutAtHundredths, lang)}
                    </span>
                  )}
                </td>
                <td>{bet.payout > 0 ? formatMoney(bet.payout, lang) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The player's own settled bets from GET /crash/history, with a verify link where it can. */
export function MyBets({
  bets,
  history,
  rules,
  lang,
  text,
}: Common & { bets: CrashOwnBet[] | null; history: CrashResult[]; rules: CrashRules }) {
  if (!bets) return <p className="muted">{common[lang].loading}</p>;
  if (bets.length === 0) return <p className="muted">{text.noHistory}</p>;
  return (
    <ul className="my-bets" data-testid="my-bets">
      {bets.map((bet) => {
        const result = history.find((entry) => entry.roundId === bet.roundId);
        const last = bet.cashouts[bet.cashouts.length - 1];
        return (
          <li key={bet.betId} className={bet.payout > 0 ? 'is-won' : ''}>
            <span className="my-bets__round">
              {text.round(bet.roundNumber)} · {text.status[bet.status] ?? bet.status}
            </span>
            <span>{formatMoney(bet.stake, lang)}</span>
            <span>
              {last && (
                <span className={`result-chip result-chip--${multiplierBand(last.atHundredths)}`}>
                  {multiplierText(last.atHundredths, lang)}
                </span>
              )}
            </span>
            <span className={bet.payout > 0 ? 'positive' : 'muted'}>
              {formatMoney(bet.payout, lang)}
            </span>
            <span className="muted">
              {bet.crashPointHundredths !== null &&
                `${text.crashPoint} ${multiplierText(bet.crashPointHundredths, lang)}`}
            </span>
            {result && (
              <a
                href={crashVerifyLink({
                  model: rules.model,
                  gameHash: result.gameHash,
                  salt: rules.salt,
                  previousHash: previousHashOf(result, history, rules.commitment),
                  lang,
                })}
                target="_blank"
                rel="noopener"
              >
                {text.verify}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The finished rounds this page knows, each with its hash and a link to re-check it. */
export function PastRounds({
  history,
  rules,
  lang,
  text,
}: Common & { history: CrashResult[]; rules: CrashRules }) {
  if (history.length === 0) return <p className="muted">{text.noRounds}</p>;
  return (
    <ul className="past-rounds" data-testid="past-rounds">
      {history.map((result) => (
        <li key={result.roundId}>
          <span className="past-rounds__head">
            <span>{text.round(result.roundNumber)}</span>
            <span
              className={`result-chip result-chip--${multiplierBand(result.crashPointHundredths)}`}
            >
              {multiplierText(result.crashPointHundredths, lang)}
            </span>
            <a
              href={crashVerifyLink({
                model: rules.model,
                gameHash: result.gameHash,
                salt: rules.salt,
                previousHash: previousHashOf(result, history, rules.commitment),
                lang,
              })}
              target="_blank"
              rel="noopener"
              aria-label={text.verifyRound(result.roundNumber)}
            >
              {text.verify}
            </a>
          </span>
          <span className="mono muted">{result.gameHash}</span>
        </li>
      ))}
    </ul>
  );
}

export function RulesPanel({ rules, lang, text }: Common & { rules: CrashRules }) {
  const t = common[lang];
  return (
    <div className="crash-rules" data-testid="crash-rules">
      <p data-testid="rtp">
        <strong>{t.rtp(formatPercent(rules.rtpBasisPoints / 10_000, lang))}</strong>
      </p>
      <p>{text.maxMultiplier(multiplierText(rules.maxMultiplierHundredths, lang))}</p>
      <p>
        {text.betLimits(
          formatMoney(rules.minBet, lang),
          formatMoney(rules.maxBet, lang),
          rules.betsPerRound,
        )}{' '}
        {text.maxRoundPayout(formatMoney(rules.maxRoundPayout, lang))}
      </p>
      <ul>
        <li>
          {text.bettingRule(
            (rules.bettingPhaseMs / 1000).toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-GB'),
          )}
        </li>
        {text.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
        {rules.halfCashout && <li>{text.halfRule}</li>}
      </ul>
      <h3>{text.chainTitle}</h3>
      <ul>
        {text.chainRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <dl className="facts">
        <dt>{text.salt}</dt>
        <dd className="mono" data-testid="salt">
          {rules.salt}
        </dd>
        <dt>{text.commitment}</dt>
        <dd className="mono" data-testid="commitment">
          {rules.commitment}
        </dd>
      </dl>
    </div>
  );
}
