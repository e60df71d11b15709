import { INFORMATION_TYPES } from '@lale/contract/constants';
import type { InformationType } from '@lale/contract/constants';

/** Information types that are readable pages (the others hold JSON for the layout). */
export const READABLE_TYPES = [
  'SiteInformation',
  'GenelKurallar',
  'CasinoKurallari',
  'BahisKurallari',
  'PromoSart',
  'SorumluOyunculuk',
  'GizlilikBilgisi',
  'FinancialsInformation',
  'SSSinformation',
] as const satisfies readonly InformationType[];

export type ReadableType = (typeof READABLE_TYPES)[number];

export function isReadableType(value: string | undefined): value is ReadableType {
  return (
    (READABLE_TYPES as readonly string[]).includes(value ?? '') &&
    (INFORMATION_TYPES as readonly string[]).includes(value ?? '')
  );
}
