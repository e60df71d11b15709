// Raw argon2id verifications per second at the server's production parameters, `CONCURRENCY`
// operations in flight: the ceiling the login benchmark compares against. Prints one JSON line.
import { PasswordHasher } from '../../apps/server/src/auth/password-hasher.ts';

const concurrency = Number(process.env.CONCURRENCY ?? 4);
const seconds = Number(process.env.SECONDS ?? 8);
const hasher = new PasswordHasher();
const stored = await hasher.hash('Demo1234');

async function run(durationMs: number): Promise<number> {
  const end = performance.now() + durationMs;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        if (!(await hasher.verify(stored, 'Demo1234'))) throw new Error('verify failed');
        done++;
      }
    }),
  );
  return done;
}

await run(1_000);
const start = performance.now();
const done = await run(seconds * 1000);
const elapsed = (performance.now() - start) / 1000;
console.log(JSON.stringify({ verificationsPerSecond: done / elapsed, params: hasher.params }));
