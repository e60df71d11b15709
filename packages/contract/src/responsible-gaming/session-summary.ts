/** What a reality check shows: this sign-in's time and money so far (kuruş). */
export interface SessionSummary {
  startedAt: string;
  /** Whole minutes since sign-in. */
  minutes: number;
  wagered: number;
  won: number;
  /** won − wagered: negative is a loss. */
  net: number;
  /** The reality-check interval chosen, minutes; 0 when off. */
  realityCheckMinutes: number;
  /** When the session limit ends this session, if one is set. */
  sessionEndsAt: string | null;
}
