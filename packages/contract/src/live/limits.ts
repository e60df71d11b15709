/** The live channel's one WebSocket endpoint. */
export const LIVE_PATH = '/endpoint/ws';

/** Clients ping this often; the server closes a connection silent for IDLE_TIMEOUT_MS. */
export const HEARTBEAT_MS = 15_000;
export const IDLE_TIMEOUT_MS = 2 * HEARTBEAT_MS + 5_000;

/**
 * How often the server reads every open connection's cookies again: a logout, an expired
 * session, a disabled operator or a changed role narrows its sockets within this time.
 */
export const PEER_RECHECK_MS = 500;

/** Events the server keeps per topic for resume; an older `lastSeq` gets a snapshot instead. */
export const RESUME_WINDOW = 200;

/** Unsent bytes queued for one connection beyond which it is closed as a slow consumer. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Largest message a client may send, in UTF-8 bytes. */
export const MAX_CLIENT_MESSAGE_BYTES = 8 * 1024;
export const MAX_TOPIC_LENGTH = 80;
export const MAX_TOPICS_PER_CONNECTION = 32;

export const MAX_CONNECTIONS_PER_IP = 20;
export const MAX_MESSAGES_PER_SECOND = 20;

/** Results a crash topic's snapshot carries, newest first. */
export const CRASH_HISTORY_LENGTH = 20;
/** Wins the big-wins feed's snapshot carries, newest first. */
export const BIG_WINS_SNAPSHOT_LENGTH = 20;
