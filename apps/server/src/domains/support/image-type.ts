import {
  SUPPORT_ATTACHMENT_TYPES,
  type SupportAttachmentType,
} from '@lale/contract/methods/support';
import { fileTypeAmong } from '../../platform/file-signature.ts';

/** The image type a screenshot's first bytes prove (PNG, JPEG or WebP), or null. */
export function sniffImageType(bytes: Uint8Array): SupportAttachmentType | null {
  return fileTypeAmong(bytes, SUPPORT_ATTACHMENT_TYPES);
}
