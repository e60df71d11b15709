import type { Lang } from '@lale/contract/languages';
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/store/app-store.ts';
import type { ResultChipLabels } from '../lib/live-result-chip.ts';

/** The live table cards' texts, resolved once for the grid rather than once per card. */
export interface LiveTableLabels extends ResultChipLabels {
  lang: Lang;
  open: string;
  players: (count: number) => string;
  limits: (min: string, max: string) => string;
  lastResults: string;
  noResults: string;
}

const LabelsContext = createContext<LiveTableLabels | null>(null);

export function LiveTableLabelsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const value = useMemo<LiveTableLabels>(
    () => ({
      lang,
      open: t('lobby.table.open'),
      players: (count) => t('lobby.table.players', { count }),
      limits: (min, max) => t('lobby.table.limits', { min, max }),
      lastResults: t('lobby.table.lastResults'),
      noResults: t('lobby.table.noResults'),
      letter: (winner) => t(`lobby.table.letters.${winner}`),
      winner: (winner) => t(`lobby.table.winners.${winner}`),
      colour: (colour) => t(`lobby.table.${colour}`),
      dealerTotal: (total) => t('lobby.table.dealerTotal', { total }),
      dealerBust: (total) => t('lobby.table.dealerBust', { total }),
      noPlayers: t('lobby.table.noPlayers'),
    }),
    [t, lang],
  );
  return <LabelsContext.Provider value={value}>{children}</LabelsContext.Provider>;
}

export function useLiveTableLabels(): LiveTableLabels {
  const value = useContext(LabelsContext);
  if (!value) throw new Error('Live table cards render inside a LiveTableLabelsProvider.');
  return value;
}
