export type LaunchKind = 'casino' | 'live' | 'virtual';

export interface PlayTarget {
  kind: LaunchKind;
  id: number;
  providerName: string | null;
  gamingType: string | null;
}

const KINDS: Record<string, LaunchKind> = {
  casino: 'casino',
  slot: 'casino',
  live: 'live',
  livecasino: 'live',
  virtual: 'virtual',
  virtualgames: 'virtual',
};

interface PlayParams {
  type?: string;
  id?: string;
  third?: string;
  gamingType?: string;
  providerName?: string;
}

/**
 * Reads /play/{type}/{id}[/{third}] and /play/{type}/{id}/{gamingType}/{providerName}. The
 * 3-segment shapes collide: the third part is a gaming type for virtual games (which launch
 * by provider) and the provider name for slots and live tables.
 */
export function parsePlayParams(params: PlayParams): PlayTarget | null {
  const kind = KINDS[(params.type ?? '').toLowerCase()];
  const id = Number(params.id);
  if (!kind || !Number.isSafeInteger(id) || id <= 0) return null;
  if (params.gamingType !== undefined || params.providerName !== undefined)
    return {
      kind,
      id,
      gamingType: params.gamingType ?? null,
      providerName: params.providerName ?? null,
    };
  const third = params.third ?? null;
  return kind === 'virtual'
    ? { kind, id, gamingType: third, providerName: null }
    : { kind, id, gamingType: null, providerName: third };
}
