import { GAME_TYPES, LIVE_TABLE_TYPES } from 'virtual:lale/contract-facts';
import type { GameType, LiveTableType } from '@lale/contract/methods/casino';
import { useTranslation } from 'react-i18next';

const KNOWN: readonly string[] = [...GAME_TYPES, ...LIVE_TABLE_TYPES];
const isKnownType = (type: string): type is GameType | LiveTableType => KNOWN.includes(type);

/** A type's label in the current language; a type we do not know is shown as written. */
export function useTypeLabel(): (type: string) => string {
  const { t } = useTranslation();
  return (type) => (isKnownType(type) ? t(`lobby.types.${type}`) : type);
}
