import { BACKOFFICE_API, BACKOFFICE_PANEL } from '@lale/contract/backoffice';
import {
  BACKOFFICE_ROUTES,
  backofficePath,
  type BackofficeBody,
  type BackofficeBodyName,
  type BackofficeCallName,
  type BackofficeFileName,
  type BackofficeInput,
  type BackofficeReply,
  type BackofficeRouteName,
  type BackofficeRouteSpec,
  type BackofficeUploadName,
} from '@lale/contract/backoffice/routes';
import type { RpcReply } from '@lale/contract/envelope';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** A route's input, optional when the route needs nothing (or only optional fields). */
type Args<N extends BackofficeRouteName> =
  Record<never, never> extends BackofficeInput<N>
    ? [input?: BackofficeInput<N>]
    : [input: BackofficeInput<N>];

/** What any route's input holds, once its name's type has done its checking. */
interface AnyInput {
  params?: object;
  query?: object;
  body?: unknown;
}

const specOf = (name: BackofficeRouteName): BackofficeRouteSpec => BACKOFFICE_ROUTES[name];
const panelHeader = { [BACKOFFICE_PANEL.name]: BACKOFFICE_PANEL.value };

/**
 * A route's address: its path with the parameters filled in, its query (fields left undefined
 * are left out) and the operator's language, in which the server answers.
 */
function address(name: BackofficeRouteName, input: AnyInput = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {}))
    if (value !== undefined && value !== null) search.set(key, String(value));
  search.set('Lang', useAppStore.getState().userLanguage);
  return `${BACKOFFICE_API}${backofficePath(specOf(name).path, input.params)}?${search}`;
}

async function envelope<T>(response: Response): Promise<RpcReply<T>> {
  return (await response.json()) as RpcReply<T>;
}

/** A POST route with its JSON body (an empty object when it reads none). */
function post<T>(name: BackofficeRouteName, input: AnyInput, body: unknown): Promise<RpcReply<T>> {
  return fetch(address(name, input), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...panelHeader, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  }).then((response) => envelope<T>(response));
}

/**
 * The back office's API as the contract declares it (BACKOFFICE_ROUTES): each call names its
 * route, sends the route's params, query and body as their schemas take them, and resolves
 * with the envelope of the route's reply (refusals included: `result: false`). The operator's
 * own cookie travels with it, and the header `panel: backoffice` every route requires.
 */
export const backoffice = {
  /** A route's address (for an <img> or a link the browser opens itself). */
  url<N extends BackofficeRouteName>(name: N, ...[input]: Args<N>): string {
    return address(name, input as AnyInput | undefined);
  },

  call<N extends BackofficeCallName>(
    name: N,
    ...args: Args<N>
  ): Promise<RpcReply<BackofficeReply<N>>> {
    const input = (args[0] ?? {}) as AnyInput;
    if (specOf(name).method === 'POST') return post(name, input, input.body);
    return fetch(address(name, input), { credentials: 'same-origin', headers: panelHeader }).then(
      (response) => envelope<BackofficeReply<N>>(response),
    );
  },

  /** A control whose whole input is its JSON body: `send(name, body)`, as `call` would. */
  send<N extends BackofficeBodyName>(
    name: N,
    body: BackofficeBody<N>,
  ): Promise<RpcReply<BackofficeReply<N>>> {
    return post<BackofficeReply<N>>(name, {}, body);
  },

  /** A route that answers with a file (a CSV, a document's bytes): the response itself. */
  download<N extends BackofficeFileName>(name: N, ...args: Args<N>): Promise<Response> {
    return fetch(address(name, args[0] as AnyInput | undefined), {
      credentials: 'same-origin',
      headers: panelHeader,
    });
  },

  /** A route whose body is a file's bytes: sent as they are, under the file's own type. */
  upload<N extends BackofficeUploadName>(
    name: N,
    file: Blob,
  ): Promise<RpcReply<BackofficeReply<N>>> {
    return fetch(address(name), {
      method: specOf(name).method,
      credentials: 'same-origin',
      headers: { ...panelHeader, 'content-type': file.type || 'application/octet-stream' },
      body: file,
    }).then((response) => envelope<BackofficeReply<N>>(response));
  },
};
