/** Seconds, for request and call latency: from a cached list (a few ms) to a stuck lock. */
export const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
