import { setNetworkDown } from '../store/app-actions.ts';
import { translateMessage } from '../i18n/translate-message.ts';
import { showToast } from '../ui/toast.ts';
import { takeEarlyResponse } from './early-responses.ts';
import { blockRequests, isRequestBlocked } from './rpc-block.ts';
import { RpcError } from './rpc-error.ts';

const SERVER_ERROR_TOAST_ID = 'server-error';

type Send = (url: string, init: RequestInit) => Promise<Response>;

let send: Send = (url, init) =>
  takeEarlyResponse(url, init.body) ?? fetch(url, { credentials: 'same-origin', ...init });

/** The server renders pages through its own routes, in process, instead of over the network. */
export function setTransport(next: Send): void {
  send = next;
}

/**
 * One HTTP exchange with the rules shared by POST calls and GET files: refuse when blocked,
 * surface network failures (never swallow them), block everything after an HTTP 500.
 * Returns the parsed JSON body and the status.
 */
export async function requestJson(
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  if (isRequestBlocked()) throw new RpcError('blocked', 'request_blocked');
  let response: Response;
  try {
    response = await send(url, init);
  } catch {
    setNetworkDown(true);
    throw new RpcError('network', 'generic_error');
  }
  setNetworkDown(false);
  if (response.status >= 500 && response.status !== 501) {
    if (response.status === 500) failHard();
    throw new RpcError('server', 'server_error');
  }
  try {
    return { status: response.status, body: (await response.json()) as unknown };
  } catch {
    throw new RpcError('server', 'generic_error');
  }
}

/** SPEC §8: a persistent negative toast, then every later call is refused until reload. */
function failHard(): void {
  if (isRequestBlocked()) return;
  blockRequests();
  showToast({
    tone: 'negative',
    message: translateMessage('server_error'),
    autoClose: false,
    id: SERVER_ERROR_TOAST_ID,
  });
}
