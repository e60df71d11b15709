import type { RpcReply } from '@lale/contract/envelope';
import type { GameLaunch } from '@lale/contract/methods/casino';
import type { MessageKey } from '@lale/contract/messages';
import type { LaunchKind } from './launch-target.ts';

export type LaunchOutcome =
  | { ok: true; url: string; name?: string | undefined; providerName?: string | undefined }
  | { ok: false; key: MessageKey | null; message: string };

/** SPEC §8: no url, or 'Internal Server Error', means the provider cannot be reached. */
export function launchOutcome(reply: RpcReply<GameLaunch>): LaunchOutcome {
  if (reply.result && reply.data?.url) {
    const { url, name, providerName } = reply.data;
    return { ok: true, url, name, providerName };
  }
  if (reply.result || reply.message === 'Internal Server Error' || reply.code === 500)
    return { ok: false, key: 'provider_unreachable', message: '' };
  return { ok: false, key: null, message: reply.message };
}

/** SPEC §2: a failed live launch goes back to the return address or home; virtual goes home. */
export function failureDestination(kind: LaunchKind, returnUrl: string | null): string | null {
  if (kind === 'live') return returnUrl && !returnUrl.startsWith('/play/') ? returnUrl : '/';
  if (kind === 'virtual') return '/';
  return null;
}
