import { parseLiraToKurus } from '@lale/contract/validators/amount';

/** The typed lira text as kuruş, or null when it is no amount. */
export function kurusOf(text: string): number | null {
  const value = parseLiraToKurus(text);
  return value !== null && value > 0 ? value : null;
}

/** Kuruş as the text a player would type (1250,50), for preset buttons. */
export function liraText(kurus: number): string {
  const lira = Math.floor(kurus / 100);
  const rest = kurus % 100;
  return rest === 0 ? String(lira) : `${lira},${String(rest).padStart(2, '0')}`;
}
