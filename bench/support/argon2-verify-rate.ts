// Raw argon2id verifications per second at the server's production parameters, with
// `CONCURRENCY` operations in flight: the ceiling the login benchmark compares against.
// Stays up and measures once per line "<milliseconds>" read from stdin, answering one JSON line.
import readline from 'node:readline';
import { PasswordHasher } from '../../apps/server/src/platform/password-hasher.ts';

const concurrency = Number(process.env.CONCURRENCY ?? 4);
const hasher = new PasswordHasher();
const stored = await hasher.hash('Demo1234');

async function rate(durationMs: number): Promise<number> {
  const start = performance.now();
  const end = start + durationMs;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        if (!(await hasher.verify(stored, 'Demo1234'))) throw new Error('verify failed');
        done++;
      }
    }),
  );
  return done / ((performance.now() - start) / 1000);
}

await rate(1_000);
console.log(JSON.stringify({ ready: true }));
for await (const line of readline.createInterface({ input: process.stdin })) {
  const ms = Number(line);
  if (!Number.isFinite(ms) || ms <= 0) break;
  console.log(JSON.stringify({ verificationsPerSecond: await rate(ms) }));
}
