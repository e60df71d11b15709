import { notifications, notificationsStore } from '@mantine/notifications';
import { vi } from 'vitest';
import { setNavigator } from '../navigation/navigator.ts';
import { hydrateFromStorage } from '../store/app-store.ts';
import { resetRequestBlock } from './rpc-block.ts';

/** A fetch stub answering with the given JSON bodies in turn. */
export function stubFetch(...answers: { status?: number; body: unknown }[]) {
  const fetchMock = vi.fn(async () => {
    const answer = answers.shift() ?? {
      status: 200,
      body: { result: true, data: null, message: '' },
    };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Fresh storage, store, request block, toasts and a navigation spy. */
export function resetClientState() {
  localStorage.clear();
  hydrateFromStorage();
  resetRequestBlock();
  notifications.clean();
  const navigate = vi.fn();
  setNavigator(navigate);
  return { navigate };
}

export function toasts() {
  const state = notificationsStore.getState();
  return [...state.notifications, ...state.queue];
}

export const failure = (debug: string, code: number) => ({
  result: false,
  data: null,
  message: debug,
  code,
  debug,
});
