import type { StakeRulesReply } from '@lale/contract/studio/stake-rules';
import { useEffect, useState } from 'react';
import type { GameSession } from './use-game-session.ts';

/**
 * The player's stake rules in this game (tournaments joined, the wagering bonus), read once
 * the session is open; null until then, or when the read fails (the notes are a help, the
 * server still decides).
 */
export function useStakeRules(session: Pick<GameSession, 'status' | 'call'>) {
  const [rules, setRules] = useState<StakeRulesReply | null>(null);
  const { status, call } = session;
  useEffect(() => {
    if (status !== 'ready') return;
    let cancelled = false;
    call('/stake-rules')
      .then((reply) => !cancelled && setRules(reply))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [status, call]);
  return rules;
}
