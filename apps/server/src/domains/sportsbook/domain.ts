import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { mergeHandlers } from '../../rpc/merge-handlers.ts';
import { createSeamlessWallet } from '../wallet/api.ts';
import { couponHandlers } from './coupons/rpc/coupons.handlers.ts';
import { couponLimits } from './limits.ts';
import type { SportsbookOperator } from './operator/operator-actions.ts';
import { sportsbookHandlers } from './rpc/sportsbook.handlers.ts';
import { sportsClock } from './sports-clock.ts';
import { buildSportsbookModule } from './sportsbook-module.ts';

export interface SportsbookDomain extends DomainModule {
  /** The back office's controls. */
  operator: SportsbookOperator;
}

/**
 * The sportsbook: the sports tree, events, results and coupons (`sportsbook`, `betframe`), the
 * calendar and live events on the scheduler, and `event:*` snapshots on the live channel.
 */
export function sportsbookDomain(platform: Platform): SportsbookDomain {
  const { config, now } = platform;
  const clock = sportsClock(now, config.sportsClockSpeed);
  const limits = couponLimits(config);
  const events = buildSportsbookModule({
    clock,
    now,
    publish: platform.publish,
    wallet: createSeamlessWallet(),
    log: (detail, message) => platform.log.error(detail, message),
  });
  return {
    name: 'sportsbook',
    handlers: mergeHandlers(
      couponHandlers({ now, sportsNow: () => clock.now(), limits }),
      sportsbookHandlers({ clock, limits }),
    ),
    topics: (hub) =>
      hub.provideSnapshots('event', (topic) =>
        topic.kind === 'event'
          ? events.snapshot(platform.db, topic.eventId)
          : Promise.resolve(null),
      ),
    schedules: () => events.schedules,
    operator: events.operator,
  };
}
