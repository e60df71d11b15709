import { hmacStream, uniformInt } from '@lale/games/fair';

/**
 * The winning ticket serials, first place first: a Fisher–Yates draw from the top over serials
 * 1..tickets, its integers from hmacStream(seed, code, 0). Anyone with the revealed seed, the
 * lottery's code and its ticket count gets the same serials; a ticket wins at most once.
 */
export function drawWinningSerials(
  seed: string,
  code: string,
  tickets: number,
  places: number,
): number[] {
  const source = hmacStream(seed, code, 0);
  const serials = Array.from({ length: tickets }, (_, index) => index + 1);
  const winners: number[] = [];
  for (let i = tickets - 1; i >= 0 && winners.length < places; i--) {
    const j = uniformInt(source, i + 1);
    const picked = serials[j]!;
    serials[j] = serials[i]!;
    serials[i] = picked;
    winners.push(picked);
  }
  return winners;
}
