import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';
import { gameRoundsQuery } from './list-game-rounds.ts';

/** games rotate_seed: reveals the server seed of the rounds played so far and starts a new one. */
export function useRotateSeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callData('games', 'rotate_seed', {}),
    onSettled: () => client.invalidateQueries({ queryKey: gameRoundsQuery().queryKey }),
  });
}
