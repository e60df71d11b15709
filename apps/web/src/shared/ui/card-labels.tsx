import type { GameFlag } from '@lale/contract/methods/casino';
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../session/session-actions.ts';

/**
 * What every game card needs besides its game: texts, resolved once per list instead of once
 * per card, and whether the player is signed in (one store subscription for the whole list).
 */
export interface CardContextValue {
  flag: (flag: GameFlag) => string;
  closedAt: (hours: string) => string;
  favorite: (name: string, isFavorite: boolean) => string;
  signedIn: boolean;
}

const CardContext = createContext<CardContextValue | null>(null);
const NAME = '\u0000name\u0000';
const FLAGS: GameFlag[] = ['new', 'hot', 'jackpot', 'buy-feature', 'maintenance'];

/** Provided by the grid and the strip; cards read it without subscribing to anything. */
export function CardLabelsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const value = useMemo<CardContextValue>(() => {
    // Interpolating per card costs more than the card: fill the name into ready templates.
    const add = t('catalogue.addFavoriteOf', { name: NAME });
    const remove = t('catalogue.removeFavoriteOf', { name: NAME });
    const flags = new Map(FLAGS.map((flag) => [flag, t(`catalogue.flags.${flag}`)]));
    return {
      flag: (flag) => flags.get(flag) ?? flag,
      closedAt: (hours) => t('catalogue.closedAt', { hours }),
      favorite: (name, isFavorite) => (isFavorite ? remove : add).replace(NAME, name),
      signedIn,
    };
  }, [t, signedIn]);
  return <CardContext.Provider value={value}>{children}</CardContext.Provider>;
}

export function useCardLabels(): CardContextValue {
  const value = useContext(CardContext);
  if (!value) throw new Error('Game cards render inside a GameGrid or a GameStrip.');
  return value;
}
