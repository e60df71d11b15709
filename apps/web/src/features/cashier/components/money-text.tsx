import { useAppStore } from '../../../shared/store/app-store.ts';
import { formatMoney } from '../../../shared/lib/format.ts';

/** Kuruş shown in lira in the player's language. */
export function MoneyText({ kurus }: { kurus: number }) {
  const lang = useAppStore((state) => state.userLanguage);
  return <>{formatMoney(kurus, 'TRY', lang)}</>;
}
