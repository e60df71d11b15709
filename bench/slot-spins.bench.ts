// Slot simulation speed on one core: paid rounds (base spin plus every free spin it awards)
// and spins per second for each model with the fast simulation source, and for reference the
// rounds per second with the HMAC stream real rounds draw from. Each model runs in a process
// of its own: sharing one JIT between four models' shapes would measure deoptimisation instead.
// Time is the process's CPU time (user + system), so other work on a shared machine does not
// count against the figure: it is what one core does.
// Target: every model simulates at least 1,000,000 spins per second.
import { spawnSync } from 'node:child_process';
import { hmacStream } from '@lale/games/fair';
import { SLOT_GAMES, slotGame, spinSlot, type SlotModel } from '@lale/games/slots';
import { FastSource } from '@lale/games/simulation/fast-source';

const TARGET_SPINS_PER_SECOND = 1_000_000;
const MEASURE_MS = 3_000; // of CPU time
const STAKE = 100;

interface Figures {
  rounds: number;
  spins: number;
  hmacRounds: number;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Rounds and spins per CPU second over a fixed time, after a warm-up that lets the JIT settle. */
function measure(model: SlotModel): Figures {
  const source = new FastSource(20_261_121);
  const play = () => 1 + spinSlot(model, STAKE, source).freeSpins.length;
  const warmUntil = performance.now() + 1_000;
  while (performance.now() < warmUntil) for (let i = 0; i < 1_000; i++) play();
  let rounds = 0;
  let spins = 0;
  const start = cpuMs();
  let elapsed = 0;
  while (elapsed < MEASURE_MS) {
    for (let i = 0; i < 10_000; i++) spins += play();
    rounds += 10_000;
    elapsed = cpuMs() - start;
  }
  let nonce = 0;
  const hmacStart = cpuMs();
  while (cpuMs() - hmacStart < 500) {
    spinSlot(model, STAKE, hmacStream('f'.repeat(64), 'bench', nonce++));
  }
  const hmacElapsed = cpuMs() - hmacStart;
  return {
    rounds: (rounds * 1000) / elapsed,
    spins: (spins * 1000) / elapsed,
    hmacRounds: (nonce * 1000) / hmacElapsed,
  };
}

const only = process.argv.find((arg) => arg.startsWith('--model='))?.slice('--model='.length);
if (only) {
  console.log(JSON.stringify(measure(slotGame(only)!.model)));
} else {
  const format = (n: number) => Math.round(n).toLocaleString('en-US').padStart(12);
  console.log('model            rounds/s      spins/s   HMAC rounds/s');
  let slowest = Infinity;
  for (const game of SLOT_GAMES) {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, `--model=${game.id}`],
      { encoding: 'utf8' },
    );
    if (child.status !== 0) throw new Error(child.stderr);
    const figures = JSON.parse(child.stdout.trim().split('\n').pop()!) as Figures;
    slowest = Math.min(slowest, figures.spins);
    console.log(
      `${game.id.padEnd(14)} ${format(figures.rounds)} ${format(figures.spins)} ${format(figures.hmacRounds)}`,
    );
  }
  console.log(
    `\nslowest model: ${format(slowest).trim()} spins/s on one core (target ≥ ${TARGET_SPINS_PER_SECOND.toLocaleString('en-US')})`,
  );
  process.exitCode = slowest >= TARGET_SPINS_PER_SECOND ? 0 : 1;
}
