import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export interface RawVerifier {
  /** Verifications per second over the next `ms` milliseconds. */
  measure(ms: number): Promise<number>;
  stop(): void;
}

/** The raw argon2id measurer in its own process, with the environment (thread pool) given. */
export async function startRawVerifier(env: Record<string, string>): Promise<RawVerifier> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'argon2-verify-rate.ts')],
    { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('argon2 measurer exited');
    return JSON.parse(value) as { verificationsPerSecond?: number };
  };
  await next();
  return {
    async measure(ms) {
      child.stdin.write(`${ms}\n`);
      return (await next()).verificationsPerSecond!;
    },
    stop: () => {
      child.stdin.end();
      child.kill();
    },
  };
}
