import sanitizeHtml from 'sanitize-html';
import type { LocalizedText } from '@lale/contract/site';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
};

/**
 * The one policy for operator-authored HTML (information pages, promotions, popups, special
 * dates, mass messages): cleaned when it is written, so every reader gets safe markup, and the
 * web renders it through its one HtmlContent.
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Both languages of an operator-authored HTML field. */
export function sanitizeCmsHtmlIn(text: LocalizedText): LocalizedText {
  return { tr: sanitizeCmsHtml(text.tr), en: sanitizeCmsHtml(text.en) };
}
