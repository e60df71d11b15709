import type { LimitKind } from '@lale/contract/responsible-gaming/limits';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { formatMoney, formatWhen } from '../../../shared/lib/format.ts';

/** A limit's amount in its unit (lira or minutes) and dates in the player's language. */
export function useLimitWords() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const amountOf = useCallback(
    (kind: LimitKind, amount: number) =>
      kind === 'session' ? t('rg.minutes', { count: amount }) : formatMoney(amount, 'TRY', lang),
    [lang, t],
  );
  const when = useCallback((iso: string) => formatWhen(iso, lang), [lang]);
  return { amountOf, when };
}
