import type { StudioRound as RoundRecord } from '@lale/contract/studio/replies';
import { useEffect, useState, type ReactNode } from 'react';
import type { CommonDictionary } from '../../i18n/common.ts';
import type { Lang } from '../../i18n/lang.ts';
import { formatMoney } from '../money.ts';
import type { GameCall } from '../session/game-call.ts';

interface Props {
  call: GameCall;
  /** Changes after every round so the list reloads. */
  version: number;
  describe: (round: RoundRecord) => ReactNode;
  lang: Lang;
  t: CommonDictionary;
}

export function roundsFromReply(reply: unknown): RoundRecord[] {
  if (Array.isArray(reply)) return reply as RoundRecord[];
  const rounds = (reply as { rounds?: unknown } | null)?.rounds;
  return Array.isArray(rounds) ? (rounds as RoundRecord[]) : [];
}

/** The last ten rounds of this game, newest first, to recall what just happened. */
export function RecentRounds({ call, version, describe, lang, t }: Props) {
  const [rounds, setRounds] = useState<RoundRecord[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    call('/rounds', { query: { limit: 10 } })
      .then((reply) => !cancelled && setRounds(roundsFromReply(reply)))
      .catch(() => !cancelled && setRounds([]));
    return () => {
      cancelled = true;
    };
  }, [call, version]);

  return (
    <section className="panel" aria-labelledby="recent-rounds-title">
      <h2 id="recent-rounds-title">{t.lastRounds}</h2>
      {rounds && rounds.length === 0 && <p>{t.noRounds}</p>}
      {rounds && rounds.length > 0 && (
        <ol className="rounds" data-testid="recent-rounds">
          {rounds.map((round) => (
            <li key={String(round.id)}>
              <span className="rounds__what">{describe(round)}</span>
              <span>
                {t.stake} {formatMoney(Number(round.stake), lang)}
              </span>
              <span className={Number(round.win) > 0 ? 'positive' : undefined}>
                {t.win} {formatMoney(Number(round.win), lang)}
              </span>
              <span className="muted">{t.roundNonce(round.nonce)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
