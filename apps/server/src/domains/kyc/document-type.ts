import { KYC_DOCUMENT_TYPES, type KycDocumentType } from '@lale/contract/kyc';
import { fileTypeAmong } from '../../platform/file-signature.ts';

/** The document type a file's first bytes prove (JPEG, PNG or PDF), or null. */
export function sniffDocumentType(bytes: Uint8Array): KycDocumentType | null {
  return fileTypeAmong(bytes, KYC_DOCUMENT_TYPES);
}
