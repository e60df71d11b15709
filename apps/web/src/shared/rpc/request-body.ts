import type { RpcRequest, RpcUserBlock } from '@lale/contract/envelope';
import type { Lang } from '@lale/contract/languages';

/** SPEC §7 path (contract envelope.ts RPC_PATH; importing it would pull zod into the entry). */
export const RPC_PATH = '/endpoint/v1';

export const RPC_HEADERS = {
  'Content-Type': 'application/json',
  Accept: '*/*',
  panel: 'frontend',
} as const;

/** One API call as data: which method, with what payload (before Lang is added). */
export interface RpcCall {
  className: string;
  method: string;
  payload: object;
}

/**
 * The exact bytes of a request body. The app and the early-start script both encode through
 * here, so a request started before the app's code arrived is recognised as the app's own.
 */
export function encodeRpcBody(call: RpcCall, lang: Lang, user?: RpcUserBlock): string {
  const body: RpcRequest = {
    api: { class: call.className, method: call.method },
    data: { ...call.payload, Lang: lang },
    ...(user ? { user } : {}),
  };
  return JSON.stringify(body);
}
