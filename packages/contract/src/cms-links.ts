import { z } from 'zod';
import { SOCIAL_NETWORKS } from './constants.ts';

/**
 * The structured information types of SPEC §3: their `Text` is JSON, not HTML. The operator
 * writes them through the back office (validated here) and the web reads them with the same
 * schemas, falling back to nothing when a record is missing or malformed.
 */

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const httpsUrl = z
  .string({ error: 'invalid_value' })
  .trim()
  .max(500, { error: 'value_too_long' })
  .url({ error: 'invalid_value' })
  .refine((value) => value.startsWith('https://'), { error: 'invalid_value' });

/** Hosts whose players the site may embed (the CSP's frame-src lists the same). */
export const STREAM_EMBED_HOSTS = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.twitch.tv',
  'player.kick.com',
  'player.vimeo.com',
] as const;

const hostOf = (url: string) => /^https:\/\/([^/?#:]+)/.exec(url)?.[1] ?? '';
const embedUrl = httpsUrl.refine(
  (value) => (STREAM_EMBED_HOSTS as readonly string[]).includes(hostOf(value)),
  { error: 'invalid_value' },
);

/** A path inside the site ("/promotions"), never another site. */
const sitePath = z
  .string({ error: 'invalid_value' })
  .trim()
  .max(200, { error: 'value_too_long' })
  .regex(/^\/(?!\/)[A-Za-z0-9\-_/?=&.%]*$/, { error: 'invalid_value' });

/** `SocialMediaLinks`: the operator's page on each network SPEC §3 names; absent, not shown. */
export const socialMediaLinksSchema = z
  .object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, httpsUrl.optional()])) as Record<
      SocialNetwork,
      z.ZodOptional<typeof httpsUrl>
    >,
  )
  .strict();
export type SocialMediaLinks = z.infer<typeof socialMediaLinksSchema>;

/**
 * `bottomBarInfo`: the quick-access bar's links. Support over messaging apps (WhatsApp,
 * Telegram), the live stream (a page to open, or a player to embed from STREAM_EMBED_HOSTS),
 * where "claim a bonus" leads, and the bar's one-line notice.
 */
export const bottomBarInfoSchema = z
  .object({
    whatsapp: httpsUrl.optional(),
    telegram: httpsUrl.optional(),
    liveStreamUrl: httpsUrl.optional(),
    liveStreamEmbedUrl: embedUrl.optional(),
    bonusClaimPath: sitePath.optional(),
    notice: z.string().trim().max(300, { error: 'value_too_long' }).optional(),
  })
  .strict();
export type BottomBarInfo = z.infer<typeof bottomBarInfoSchema>;

/** The information types whose Text is JSON, with their schema. */
export const STRUCTURED_INFORMATION = {
  SocialMediaLinks: socialMediaLinksSchema,
  bottomBarInfo: bottomBarInfoSchema,
} as const;
export type StructuredInformationType = keyof typeof STRUCTURED_INFORMATION;

export function isStructuredInformation(infType: string): infType is StructuredInformationType {
  return Object.hasOwn(STRUCTURED_INFORMATION, infType);
}

/** Reads a structured record's Text; anything unreadable is an empty record. */
export function readStructuredInformation<T extends StructuredInformationType>(
  infType: T,
  text: string | null | undefined,
): z.infer<(typeof STRUCTURED_INFORMATION)[T]> {
  const schema = STRUCTURED_INFORMATION[infType];
  try {
    const parsed = schema.safeParse(JSON.parse(text ?? '{}'));
    return (parsed.success ? parsed.data : {}) as z.infer<(typeof STRUCTURED_INFORMATION)[T]>;
  } catch {
    return {} as z.infer<(typeof STRUCTURED_INFORMATION)[T]>;
  }
}
