/** What the player asked autoplay to respect; null means "no such limit". */
export interface AutoplaySettings {
  spins: number;
  /** Stop once the net loss since autoplay started reaches this (kuruş). */
  lossLimit: number | null;
  /** Stop after a single round that wins at least this (kuruş). */
  singleWinAbove: number | null;
  stopOnFreeSpins: boolean;
}

export interface AutoplayProgress {
  played: number;
  /** Stakes minus wins since autoplay started, in kuruş (positive is a loss). */
  netLoss: number;
}

export type AutoplayStop = 'spins' | 'lossLimit' | 'singleWin' | 'freeSpins' | 'refused';

export interface PlayedRound {
  stake: number;
  win: number;
  freeSpinsAwarded: number;
}

export function recordRound(progress: AutoplayProgress, round: PlayedRound): AutoplayProgress {
  return { played: progress.played + 1, netLoss: progress.netLoss + round.stake - round.win };
}

/** After a round: the reason to stop, or null to keep spinning. */
export function autoplayStop(
  settings: AutoplaySettings,
  progress: AutoplayProgress,
  round: PlayedRound,
): AutoplayStop | null {
  if (settings.stopOnFreeSpins && round.freeSpinsAwarded > 0) return 'freeSpins';
  if (settings.singleWinAbove !== null && round.win >= settings.singleWinAbove) return 'singleWin';
  if (settings.lossLimit !== null && progress.netLoss >= settings.lossLimit) return 'lossLimit';
  if (progress.played >= settings.spins) return 'spins';
  return null;
}

/** Before a round: a spin that could take the loss past the limit is not started. */
export function wouldPassLossLimit(
  settings: AutoplaySettings,
  progress: AutoplayProgress,
  stake: number,
): boolean {
  return settings.lossLimit !== null && progress.netLoss + stake > settings.lossLimit;
}
