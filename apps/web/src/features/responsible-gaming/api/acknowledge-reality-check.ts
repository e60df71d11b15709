import { call } from '../../../shared/rpc/call.ts';

export type RealityCheckAnswer = 'continue' | 'history' | 'logout';

/** responsible_gaming acknowledge_reality_check: the player's answer, kept in the audit trail. */
export function acknowledgeRealityCheck(action: RealityCheckAnswer) {
  return call('responsible_gaming', 'acknowledge_reality_check', { action });
}
