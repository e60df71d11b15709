import type {
  BingoChatLine,
  BingoEvent,
  BingoGameView,
  BingoSnapshot,
} from '@lale/contract/live/bingo-payloads';

export const CHAT_KEPT = 50;

export interface RoomState {
  game: BingoGameView;
  chat: BingoChatLine[];
}

export const fromSnapshot = (snapshot: BingoSnapshot): RoomState => ({
  game: snapshot.game,
  chat: snapshot.chat,
});

/** The room after one event of its topic; events of another game than the one shown are ignored. */
export function applyEvent(state: RoomState, event: BingoEvent): RoomState {
  const { game } = state;
  switch (event.type) {
    case 'bingo.sale':
      return { ...state, game: event.game };
    case 'bingo.chat': {
      const { type: _type, ...line } = event;
      if (state.chat.some((known) => known.id === line.id)) return state;
      return { ...state, chat: [...state.chat, line].slice(-CHAT_KEPT) };
    }
    default:
      if (event.gameId !== game.gameId) return state;
  }
  switch (event.type) {
    case 'bingo.tickets':
      return {
        ...state,
        game: {
          ...game,
          players: event.players,
          tickets: event.tickets,
          stakes: event.stakes,
          prizes: event.prizes,
        },
      };
    case 'bingo.start':
      return { ...state, game: { ...game, phase: event.phase, nextCallAt: event.nextCallAt } };
    case 'bingo.call':
      if (event.call !== game.calls.length + 1) return state;
      return {
        ...state,
        game: {
          ...game,
          calls: [...game.calls, event.number],
          nextCallAt: event.nextCallAt,
          winners: [...game.winners, ...event.winners],
        },
      };
    case 'bingo.finished':
      return {
        ...state,
        game: { ...game, phase: 'finished', serverSeed: event.serverSeed, jackpot: event.jackpot },
      };
  }
}
