import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAppStore } from '../../shared/store/app-store.ts';

/** Replies carry text in the request's Lang: refetch what is on screen when the language changes. */
export function useLanguageRefresh(): void {
  const lang = useAppStore((state) => state.userLanguage);
  const client = useQueryClient();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'datas' });
  }, [client, lang]);
}
