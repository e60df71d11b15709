import { createHash } from 'node:crypto';
import {
  CMS_MEDIA_MAX_BYTES,
  type CmsMediaType,
  type CmsMediaView,
} from '@lale/contract/backoffice-cms';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { sniffImageType } from '../../support/api.ts';
import { looksLikeSvg, sanitizeSvg } from './svg-sanitize.ts';

export const mediaUrl = (id: number) => `/media/cms/${id}`;

/**
 * What an upload really is, from its bytes (the file name and Content-Type are never trusted):
 * PNG, JPEG and WebP as they are; SVG only after it is reduced to drawing.
 */
function provenPicture(bytes: Buffer): { contentType: CmsMediaType; bytes: Buffer } {
  if (bytes.length > CMS_MEDIA_MAX_BYTES) throw refusals.invalid({ file: 'cms_image_too_large' });
  const raster = sniffImageType(bytes);
  if (raster) return { contentType: raster, bytes };
  if (looksLikeSvg(bytes)) {
    const svg = sanitizeSvg(bytes.toString('utf8'));
    if (svg) return { contentType: 'image/svg+xml', bytes: Buffer.from(svg, 'utf8') };
  }
  throw refusals.invalid({ file: 'cms_image_type' });
}

/** Stores a picture once (the same bytes uploaded again give the same id). */
export async function storeMedia(
  db: Db,
  upload: Buffer,
  uploadedBy: number,
): Promise<CmsMediaView> {
  const picture = provenPicture(upload);
  const sha256 = createHash('sha256').update(picture.bytes).digest('hex');
  const result = await db.execute(sql`
    insert into cms_media (content_type, bytes, byte_size, sha256, uploaded_by)
    values (${picture.contentType}, ${picture.bytes}, ${picture.bytes.length}, ${sha256}, ${uploadedBy})
    on conflict (sha256) do update set sha256 = excluded.sha256
    returning id`);
  const id = Number(rowsOf<{ id: number }>(result)[0]!.id);
  return {
    id,
    url: mediaUrl(id),
    contentType: picture.contentType,
    bytes: picture.bytes.length,
  };
}

/** A stored picture, or null. */
export async function readMedia(
  db: Db,
  id: number,
): Promise<{ mime: string; bytes: Buffer } | null> {
  const result = await db.execute(sql`select content_type, bytes from cms_media where id = ${id}`);
  const row = rowsOf<{ content_type: string; bytes: Uint8Array }>(result)[0];
  return row ? { mime: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}
