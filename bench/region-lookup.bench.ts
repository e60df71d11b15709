// Placing a player's address (the region guard every sign-in and bet asks) against a Map look-up
// of the same addresses in the same run: the guard answers in microseconds, from memory.
// Target: under 100 µs a look-up.
import { regionGuard } from '../apps/server/src/domains/responsible-gaming/api.ts';

const TARGET_MICROSECONDS = 100;
const LOOKUPS = 200_000;
const ADDRESSES = ['95.0.14.7', '88.230.1.1', '2a02:7d80:12::abcd', '212.31.96.1', '127.0.0.1'];

function perLookupMicroseconds(work: (address: string) => unknown): number {
  for (let i = 0; i < 10_000; i++) work(ADDRESSES[i % ADDRESSES.length]!);
  const started = performance.now();
  for (let i = 0; i < LOOKUPS; i++) work(ADDRESSES[i % ADDRESSES.length]!);
  return ((performance.now() - started) * 1000) / LOOKUPS;
}

const guard = await regionGuard();
const reference = new Map(ADDRESSES.map((address) => [address, guard.locate(address)]));
const mapCost = perLookupMicroseconds((address) => reference.get(address));
const guardCost = perLookupMicroseconds((address) => guard.locate(address));
const ok = guardCost < TARGET_MICROSECONDS;
console.log(
  `region look-up: ${guardCost.toFixed(2)} µs; Map reference: ${mapCost.toFixed(3)} µs; ` +
    `ratio ${(guardCost / mapCost).toFixed(1)}x; target < ${TARGET_MICROSECONDS} µs: ${ok ? 'met' : 'MISSED'}`,
);
process.exit(ok ? 0 : 1);
