import type { RpcFailure, RpcReply } from '@lale/contract/envelope';
import { isMessageKey } from '@lale/contract/messages';
import type { ApiClass, ApiMethod, PayloadInput, Reply } from '@lale/contract/registry';
import { METHOD_AUTH } from 'virtual:lale/contract-facts';
import { useAppStore } from '../store/app-store.ts';
import { applyReplyRules } from './reply-rules.ts';
import { encodeRpcBody, RPC_HEADERS, RPC_PATH } from './request-body.ts';
import { RpcError } from './rpc-error.ts';
import { requestJson } from './transport.ts';
import { userBlockFor } from './user-block.ts';

/**
 * Calls one API method of the contract (SPEC §7). Resolves with the reply envelope, also for
 * business failures (`result: false`), after applying the app-wide reply rules; rejects with
 * an RpcError when there is no reply to read (network, blocked, HTTP 500).
 */
export async function call<C extends ApiClass, M extends ApiMethod<C>>(
  className: C,
  method: M,
  payload: PayloadInput<C, M>,
  init: { signal?: AbortSignal } = {},
): Promise<RpcReply<Reply<C, M>>> {
  const state = useAppStore.getState();
  // Each method's auth level comes from the contract at build time (no zod at run time).
  const auth = METHOD_AUTH[`${className}.${method}`] ?? 'none';
  const user = userBlockFor(auth, state);
  const body = encodeRpcBody(
    { className, method, payload: payload as object },
    state.userLanguage,
    user,
  );
  const { body: json } = await requestJson(RPC_PATH, {
    method: 'POST',
    headers: RPC_HEADERS,
    body,
    ...(init.signal ? { signal: init.signal } : {}),
  });
  const reply = asReply<Reply<C, M>>(json);
  applyReplyRules(reply, `${className}.${method}`);
  return reply;
}

/** Like `call`, for query functions: the data on success, an RpcError('reply') otherwise. */
export async function callData<C extends ApiClass, M extends ApiMethod<C>>(
  className: C,
  method: M,
  payload: PayloadInput<C, M>,
  init: { signal?: AbortSignal } = {},
): Promise<Reply<C, M>> {
  const reply = await call(className, method, payload, init);
  if (!reply.result) throw new RpcError('reply', keyOf(reply), reply);
  return reply.data;
}

function asReply<T>(json: unknown): RpcReply<T> {
  if (
    typeof json !== 'object' ||
    json === null ||
    typeof (json as { result?: unknown }).result !== 'boolean'
  )
    throw new RpcError('server', 'generic_error');
  return json as RpcReply<T>;
}

function keyOf(reply: RpcFailure): RpcError['key'] {
  return isMessageKey(reply.debug) ? reply.debug : 'process_failed';
}
