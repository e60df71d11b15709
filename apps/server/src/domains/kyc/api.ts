export { registerKycUpload, KYC_UPLOADS_PER_PLAYER } from './http/kyc-upload.routes.ts';
export { kycHandlers } from './rpc/kyc.handlers.ts';
export {
  openDocument,
  playerKycDocuments,
  reviewDocument,
  KYC_FILE_PURPOSE,
} from './kyc-documents.ts';
export { notifyDecision, type KycNotifier } from './notify-decision.ts';
