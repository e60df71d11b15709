import type { LiveErrorHandler } from './live-client-types.ts';
import { host } from './live-host.ts';
import type { EventMessage, SnapshotMessage } from './server-messages.ts';

/** What the live client keeps per followed topic, and how it hands messages to handlers. */

export interface Listener {
  handler: (message: SnapshotMessage | EventMessage) => void;
  onError: LiveErrorHandler | undefined;
}

export interface TopicState {
  listeners: Set<Listener>;
  /** Seq of the last snapshot or event delivered; undefined until the first snapshot. */
  lastSeq: number | undefined;
  /** A gap was seen and a resume is on its way: do not ask again for each further event. */
  resyncing: boolean;
  /** Sent to the current connection. */
  subscribed: boolean;
  /** The last snapshot and the events after it (until REPLAY_LIMIT), for late handlers. */
  snapshot: SnapshotMessage | undefined;
  since: EventMessage[];
}

export function deliver(listener: Listener, message: SnapshotMessage | EventMessage): void {
  try {
    listener.handler(message);
  } catch (error) {
    // One failing handler must not starve the others; the error still surfaces.
    host().setTimeout(() => {
      throw error;
    }, 0);
  }
}
