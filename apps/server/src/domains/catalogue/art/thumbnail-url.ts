import { defaultLang, type Lang } from '@lale/contract/languages';

/** The addresses the server draws art at; an operator's own picture elsewhere is left alone. */
const GENERATED = /^\/media\/(thumbs|tables)\/[1-9][0-9]*\.svg$/;

/**
 * A thumbnail's address in the player's language: generated art letters the name of that
 * language (`?lang=en`); Turkish, the default, keeps the bare address.
 */
export function thumbnailIn(url: string, lang: Lang): string {
  return lang !== defaultLang && GENERATED.test(url) ? `${url}?lang=${lang}` : url;
}
