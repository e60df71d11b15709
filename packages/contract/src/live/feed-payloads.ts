/** A win worth showing everybody (`feed:big-wins`); amounts kuruş, player masked. */
export interface BigWinPayload {
  type: 'bigwin';
  player: string;
  gameId: string;
  /** The game's name in Turkish (kept for older clients); `gameNames` has both languages. */
  gameName: string;
  gameNames: { tr: string; en: string };
  multiplierHundredths: number;
  amount: number;
  /** Server epoch milliseconds of the win. */
  at: number;
}

/** The last BIG_WINS_SNAPSHOT_LENGTH wins, newest first. */
export interface BigWinsSnapshot {
  type: 'bigwin.list';
  wins: BigWinPayload[];
}
