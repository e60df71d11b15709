import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { mergeHandlers } from '../../rpc/merge-handlers.ts';
import { createSeamlessWallet } from '../wallet/api.ts';
import { racingHandlers } from './racing/racing.handlers.ts';
import { virtualsHandlers } from './rpc/virtuals.handlers.ts';
import type { VirtualTimingOverrides } from './virtual-timing.ts';
import { buildVirtualsModule } from './virtuals-module.ts';

/** Virtual sports: the `virtuals` and `racing` methods and each product's rounds on the scheduler. */
export function virtualsDomain(
  platform: Platform,
  /** Shorter rounds (tests; the environment's VIRTUAL_* for demos). */
  timing?: VirtualTimingOverrides,
): DomainModule {
  const { now } = platform;
  const products = buildVirtualsModule({
    publish: platform.publish,
    wallet: createSeamlessWallet(),
    log: (detail, message) => platform.log.error(detail, message),
    timing,
  });
  return {
    name: 'virtuals',
    handlers: mergeHandlers(virtualsHandlers({ now }), racingHandlers({ now })),
    schedules: () => products.schedules,
  };
}
