import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { registerKycUpload } from './http/kyc-upload.routes.ts';
import { kycHandlers } from './rpc/kyc.handlers.ts';

/** Know your customer: the player's documents (`kyc` methods) and their upload. */
export function kycDomain(platform: Platform): DomainModule {
  return {
    name: 'kyc',
    handlers: kycHandlers(),
    routes: (app) =>
      registerKycUpload(app, { db: platform.db, cipher: platform.cipher, now: platform.now }),
  };
}
