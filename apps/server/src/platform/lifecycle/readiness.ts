/** Why a process is not taking traffic; the readiness probe says it in its reply. */
export type NotReadyReason = 'starting' | 'draining' | 'database_unreachable';

/**
 * Where this process is in its life: starting (schema, seed and schedules not yet up), ready,
 * or draining (stopping: a load balancer must send it nothing new). It only moves forward.
 */
export class Readiness {
  private phase: 'starting' | 'ready' | 'draining' = 'starting';

  markReady(): void {
    if (this.phase === 'starting') this.phase = 'ready';
  }

  startDraining(): void {
    this.phase = 'draining';
  }

  get draining(): boolean {
    return this.phase === 'draining';
  }

  /** The reason not to send this process traffic, before asking the database; null if none. */
  blocker(): Exclude<NotReadyReason, 'database_unreachable'> | null {
    return this.phase === 'ready' ? null : this.phase;
  }
}
