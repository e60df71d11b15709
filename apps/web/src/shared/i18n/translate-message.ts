import { translate } from '@lale/contract/messages';
import type { MessageKey } from '@lale/contract/messages';
import { isMessageKey } from '@lale/contract/messages';
import { useCallback } from 'react';
import { useAppStore } from '../store/app-store.ts';

/** A catalogue message (API and validation texts of SPEC §5/§8) in the current language. */
export function translateMessage(key: MessageKey): string {
  return translate(key, useAppStore.getState().userLanguage);
}

/** Zod issues carry message keys; anything else is shown as given. */
export function translateMaybeKey(text: string): string {
  return isMessageKey(text) ? translateMessage(text) : text;
}

export function useMessage(): (key: MessageKey) => string {
  const lang = useAppStore((state) => state.userLanguage);
  return useCallback((key: MessageKey) => translate(key, lang), [lang]);
}
