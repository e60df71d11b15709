import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { balanceQuery } from '../../../shared/api/balance.ts';
import { balanceFromMessage } from './balance-message.ts';

/**
 * The game page in the frame posts `lale:balance` after each round, the balance the server
 * just settled it at: the header shows it at once, without another check_balance call.
 */
export function useBalanceMessages(): void {
  const client = useQueryClient();
  useEffect(() => {
    const { queryKey } = balanceQuery();
    function onMessage(event: MessageEvent) {
      const balance = balanceFromMessage(event.data, event.origin, window.location.origin);
      if (balance === null) return;
      client.setQueryData(queryKey, (rows) =>
        rows && rows.length > 0
          ? rows.map((row, index) => (index === 0 ? { ...row, balance } : row))
          : [{ balance, bonusBalance: 0, currency: 'TRY' }],
      );
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [client]);
}
