import type { License, MaintenanceCheck, StaticDataMap } from '@lale/contract/site';
import { APP_VERSION, SITE_NAME } from '../config/app-config.ts';
import { RpcError } from './rpc-error.ts';
import { requestJson } from './transport.ts';

const GET_INIT: RequestInit = { method: 'GET', headers: { Accept: 'application/json' } };

/** The static files of SPEC §7 under /datas/: plain JSON arrays, no envelope. */
export async function getStaticData<K extends keyof StaticDataMap>(
  name: K,
): Promise<StaticDataMap[K]> {
  const { status, body } = await requestJson(`/datas/${name}.json`, GET_INIT);
  if (status !== 200 || !Array.isArray(body)) throw new RpcError('server', 'generic_error');
  return body as StaticDataMap[K];
}

/** GET endpoints answer `{result, data}`. */
async function getEnvelope<T>(url: string): Promise<T> {
  const { body } = await requestJson(url, GET_INIT);
  const envelope = body as { result?: unknown; data?: unknown } | null;
  if (!envelope || envelope.result !== true) throw new RpcError('server', 'generic_error');
  return envelope.data as T;
}

/** `status: true` means the site IS under maintenance. */
export function getMaintenanceCheck(): Promise<MaintenanceCheck> {
  const query = new URLSearchParams({ sitename: SITE_NAME, version: APP_VERSION });
  return getEnvelope<MaintenanceCheck>(`/endpoint/v1/check-maintenance?${query}`);
}

export function getLicenses(): Promise<License[]> {
  const query = new URLSearchParams({ version: APP_VERSION });
  return getEnvelope<License[]>(`/endpoint/v1/licenses?${query}`);
}
