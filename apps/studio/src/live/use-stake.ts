import type { LiveTableEvent } from '@lale/contract/live-tables/events';
import type { LiveTableGame } from '@lale/contract/live-tables/kinds';
import type { LiveOwnStake, LiveStakeReply } from '@lale/contract/live-tables/replies';
import type { LiveSeatAction } from '@lale/contract/live-tables/requests';
import type { LiveTableLimits } from '@lale/contract/live-tables/room';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newRequestId } from '../shared/api.ts';
import { doublePlan, repeatPlan, undoPlan, type Chip } from '../shared/table/chip-book.ts';
import { chipsFromOwn, chipsRequest } from './bets/wire-bets.ts';
import type { GameCall } from '../shared/session/game-call.ts';

export interface Stake {
  own: LiveOwnStake | null;
  /** The chips on the table this round, in the order placed (the last one is undone first). */
  placed: Chip[];
  lastRound: Chip[];
  pending: boolean;
  placeChips: (chips: Chip[]) => void;
  undo: () => void;
  double: () => void;
  repeat: () => void;
  clear: () => void;
  placeAnte: (ante: number, bonus: number) => void;
  decide: (decision: 'call' | 'fold') => void;
  takeSeat: (seat: number, amount: number) => void;
  betBehind: (seat: number, amount: number) => void;
  insure: (accept: boolean) => void;
  act: (action: LiveSeatAction) => void;
  onEvent: (event: LiveTableEvent) => void;
}

interface Options {
  game: LiveTableGame;
  limits: LiveTableLimits;
  initial: LiveOwnStake | null;
  call: GameCall;
  /** A refusal or failure: the page shows the server's own message. */
  fail: (error: unknown) => void;
  setBalance: (balance: number) => void;
}

/**
 * The player's part of the round: what they have on the table and every move that changes it.
 * Requests go one at a time, in order; each reply is the server's word on the stake.
 */
export function useStake({ game, limits, initial, call, fail, setBalance }: Options): Stake {
  const [own, setOwn] = useState(initial);
  const [placed, setPlaced] = useState<Chip[]>(() => chipsFromOwn(initial?.bets));
  const [lastRound, setLastRound] = useState<Chip[]>([]);
  const [pending, setPending] = useState(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const placedRef = useRef(placed);
  const ownRef = useRef(own);
  useEffect(() => {
    placedRef.current = placed;
    ownRef.current = own;
  });

  const accept = useCallback(
    (reply: { own: LiveOwnStake | null; balance: number }) => {
      setOwn(reply.own);
      setBalance(Number(reply.balance));
    },
    [setBalance],
  );

  /** Runs `step` after the requests before it; a refusal is shown and ends the step. */
  const enqueue = useCallback(
    (step: () => Promise<void>) => {
      setPending(true);
      queue.current = queue.current
        .then(step)
        .catch(fail)
        .finally(() => setPending(false));
    },
    [fail],
  );

  const sendChips = useCallback(
    async (chips: Chip[]) => {
      const body = chipsRequest(game, chips, newRequestId());
      if (!body) return;
      accept(await call('/live/bets', { body }));
    },
    [accept, call, game],
  );

  const placeChips = useCallback(
    (chips: Chip[]) => {
      if (chips.length === 0) return;
      setPlaced((current) => [...current, ...chips]);
      enqueue(async () => {
        try {
          await sendChips(chips);
        } catch (error) {
          setPlaced((current) => current.filter((chip) => !chips.includes(chip)));
          throw error;
        }
      });
    },
    [enqueue, sendChips],
  );

  const clearOnServer = useCallback(async () => {
    accept(await call('/live/bets/clear', { body: { requestId: newRequestId() } }));
  }, [accept, call]);

  const undo = useCallback(() => {
    const plan = undoPlan(placedRef.current);
    if (!plan) return;
    setPlaced(plan.resend);
    enqueue(async () => {
      await clearOnServer();
      try {
        await sendChips(plan.resend);
      } catch (error) {
        setPlaced([]);
        throw error;
      }
    });
  }, [clearOnServer, enqueue, sendChips]);

  const clear = useCallback(() => {
    if (placedRef.current.length === 0) return;
    const before = placedRef.current;
    setPlaced([]);
    enqueue(async () => {
      try {
        await clearOnServer();
      } catch (error) {
        setPlaced(before);
        throw error;
      }
    });
  }, [clearOnServer, enqueue]);

  const double = useCallback(
    () => placeChips(doublePlan(placedRef.current, limits)),
    [limits, placeChips],
  );
  const repeat = useCallback(
    () => placeChips(repeatPlan(lastRound, placedRef.current)),
    [lastRound, placeChips],
  );

  const stakeCall = useCallback(
    (send: () => Promise<LiveStakeReply>) =>
      enqueue(async () => {
        accept(await send());
      }),
    [accept, enqueue],
  );

  const placeAnte = useCallback(
    (ante: number, bonus: number) =>
      stakeCall(() =>
        call('/live/bets', {
          body: { game: 'casino-holdem', bet: { ante, bonus }, requestId: newRequestId() },
        }),
      ),
    [call, stakeCall],
  );
  const decide = useCallback(
    (decision: 'call' | 'fold') =>
      stakeCall(() =>
        call('/live/holdem/decision', { body: { decision, requestId: newRequestId() } }),
      ),
    [call, stakeCall],
  );
  const takeSeat = useCallback(
    (seat: number, amount: number) =>
      stakeCall(() =>
        call('/live/blackjack/seat', { body: { seat, amount, requestId: newRequestId() } }),
      ),
    [call, stakeCall],
  );
  const betBehind = useCallback(
    (seat: number, amount: number) =>
      stakeCall(() =>
        call('/live/blackjack/behind', { body: { seat, amount, requestId: newRequestId() } }),
      ),
    [call, stakeCall],
  );
  const insure = useCallback(
    (accept: boolean) =>
      stakeCall(() =>
        call('/live/blackjack/insurance', { body: { accept, requestId: newRequestId() } }),
      ),
    [call, stakeCall],
  );
  const act = useCallback(
    (action: LiveSeatAction) =>
      stakeCall(() =>
        call('/live/blackjack/action', { body: { action, requestId: newRequestId() } }),
      ),
    [call, stakeCall],
  );

  const refresh = useCallback(() => {
    call('/live/state')
      .then((state) => {
        setOwn(state.own);
        setBalance(Number(state.balance));
      })
      .catch(() => {
        // The next reply or event brings the page back in step.
      });
  }, [call, setBalance]);

  const onEvent = useCallback(
    (event: LiveTableEvent) => {
      if (event.type === 'table.betting' && ownRef.current?.roundId !== event.roundId) {
        const chips = placedRef.current;
        if (chips.length > 0) setLastRound(chips);
        setPlaced([]);
        setOwn(null);
      } else if (
        (event.type === 'table.result' || event.type === 'table.cancelled') &&
        ownRef.current?.roundId === event.roundId
      ) {
        // Settlement follows the result message; ask for the paid stake a moment later.
        window.setTimeout(refresh, 500);
      }
    },
    [refresh],
  );

  return {
    own,
    placed,
    lastRound,
    pending,
    placeChips,
    undo,
    double,
    repeat,
    clear,
    placeAnte,
    decide,
    takeSeat,
    betBehind,
    insure,
    act,
    onEvent,
  };
}
