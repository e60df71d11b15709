import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { registerSupportAttachments } from './http/support-attachments.routes.ts';
import { supportHandlers } from './rpc/support.handlers.ts';
import { SupportLive, supportParticipant, supportSnapshot } from './support-live.ts';

export interface SupportDomain extends DomainModule {
  /** The conversations' live events, which the back office's console publishes too. */
  live: SupportLive;
}

/** Live support: the widget's methods and screenshots, and the `support:*` topics. */
export function supportDomain(platform: Platform): SupportDomain {
  const { config, db } = platform;
  const live = new SupportLive();
  live.connect((topic, payload) => platform.publish(topic, payload));
  const deps = {
    now: platform.now,
    live,
    postman: platform.postman,
    limiter: platform.limiter,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    cookieSecure: config.cookieSecure,
  };
  return {
    name: 'support',
    live,
    handlers: supportHandlers(deps),
    routes: (app) => registerSupportAttachments(app, { ...deps, db }),
    topics: (hub) => {
      hub.provideParticipants('support', supportParticipant(db));
      hub.provideSnapshots('support', supportSnapshot(db));
    },
  };
}
