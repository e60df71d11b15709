import type { Schedule } from '../../platform/scheduler/scheduler.ts';
import type { SeamlessWallet } from '../wallet/api.ts';
import { footballProduct } from './football/football-product.ts';
import { racingProducts } from './racing/racing-products.ts';
import { virtualTiming, type VirtualTimingOverrides } from './virtual-timing.ts';
import type { Publish } from './rounds/publish-virtual-event.ts';
import type { VirtualProduct } from './rounds/virtual-product.ts';
import { virtualRoundSchedule } from './rounds/virtual-round-game.ts';

export interface VirtualsModule {
  /** One schedule per product, `virtuals:<key>`. */
  schedules: Schedule[];
  products: ReadonlyMap<string, VirtualProduct>;
}

/** The virtual products and their schedules; more products plug in through `extra`. */
export function buildVirtualsModule(deps: {
  publish: Publish;
  wallet: SeamlessWallet;
  log?: (detail: Record<string, unknown>, message: string) => void;
  timing?: VirtualTimingOverrides;
  extra?: readonly VirtualProduct[];
}): VirtualsModule {
  const timing = virtualTiming(deps.timing);
  const list: VirtualProduct[] = [
    footballProduct(timing.football),
    ...racingProducts(deps.timing?.racing),
    ...(deps.extra ?? []),
  ];
  return {
    schedules: list.map((product) => virtualRoundSchedule(product, deps)),
    products: new Map(list.map((product) => [product.key, product])),
  };
}
