import type { RoundTiming, VirtualProduct } from '../rounds/virtual-product.ts';
import { racingProduct } from './racing-product.ts';
import { RACING_CATALOGUES } from './racing.data.ts';
import { racingTiming } from './racing-timing.ts';

/** Horse racing and greyhound racing, each its own schedule `virtuals:<sport>`. */
export function racingProducts(overrides: Partial<RoundTiming> = {}): VirtualProduct[] {
  const timing = racingTiming(overrides);
  return RACING_CATALOGUES.map((catalogue) => racingProduct(catalogue, timing));
}
