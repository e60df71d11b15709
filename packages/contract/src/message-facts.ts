import type { Lang } from './languages.ts';
import { LIMIT_TIME_ZONE } from './responsible-gaming/limits.ts';

const PERIOD_WORDS: Record<string, Record<Lang, string>> = {
  day: { tr: 'günlük', en: 'daily' },
  week: { tr: 'haftalık', en: 'weekly' },
  month: { tr: 'aylık', en: 'monthly' },
  session: { tr: 'oturum', en: 'session' },
};

const LOCALES: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

function when(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: LIMIT_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
}

function money(kurus: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'TRY' }).format(
    kurus / 100,
  );
}

function minutes(count: number, lang: Lang): string {
  return lang === 'tr' ? `${count} dakika` : `${count} minute${count === 1 ? '' : 's'}`;
}

/**
 * The facts a message may name, read from a refusal's `data`: `limit` (LimitRefusalFacts) gives
 * {period}, {amount} and {resetsAt}; `endsAt` gives {endsAt}; `ip` (an address) gives {ip}; `bonusName` ({tr, en}) and
 * `bonusAmount` (kuruş) give {bonusName} and {bonusAmount}.
 */
function factsOf(data: Record<string, unknown>, lang: Lang): Record<string, string> {
  const facts: Record<string, string> = {};
  const limit = data.limit as
    { kind?: string; period?: string; amount?: number; resetsAt?: string | null } | undefined;
  if (limit && typeof limit === 'object') {
    if (limit.period) facts.period = PERIOD_WORDS[limit.period]?.[lang] ?? limit.period;
    if (typeof limit.amount === 'number')
      facts.amount =
        limit.kind === 'session' ? minutes(limit.amount, lang) : money(limit.amount, lang);
    if (limit.resetsAt) facts.resetsAt = when(limit.resetsAt, lang);
  }
  if (typeof data.endsAt === 'string') facts.endsAt = when(data.endsAt, lang);
  if (typeof data.maxBet === 'number') facts.maxBet = money(data.maxBet, lang);
  if (typeof data.ip === 'string') facts.ip = data.ip;
  // A forfeited bonus: its name in both languages, and the money its account holds.
  const bonusName = data.bonusName as Partial<Record<Lang, string>> | undefined;
  if (bonusName && typeof bonusName === 'object' && bonusName[lang])
    facts.bonusName = bonusName[lang];
  if (typeof data.bonusAmount === 'number') facts.bonusAmount = money(data.bonusAmount, lang);
  return facts;
}

/**
 * A message with its `{name}` placeholders filled from a refusal's data in `lang` (Turkish
 * dates and money for tr). A placeholder without its fact is left out with the space before it,
 * so a message never shows braces.
 */
export function fillMessage(
  text: string,
  lang: Lang,
  data?: Record<string, unknown> | null,
): string {
  if (!text.includes('{')) return text;
  const facts = data ? factsOf(data, lang) : {};
  return text.replace(/ ?\{(\w+)\}/g, (whole, name: string) =>
    name in facts ? whole.replace(`{${name}}`, facts[name]!) : '',
  );
}
