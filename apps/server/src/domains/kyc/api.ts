export { KYC_RATE_RULES, KYC_UPLOADS_PER_PLAYER } from './http/kyc-upload.routes.ts';
export {
  openDocument,
  playerKycDocuments,
  reviewDocument,
  KYC_FILE_PURPOSE,
} from './kyc-documents.ts';
export { notifyDecision, type KycNotifier } from './notify-decision.ts';
/** Its registration with the composition (domain.ts): handlers, routes, topics, schedules. */
export { kycDomain } from './domain.ts';
