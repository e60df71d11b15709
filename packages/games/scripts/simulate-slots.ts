/**
 * Long RTP simulation of the slot catalogue, for a bench, never for unit tests:
 *   npx tsx packages/games/scripts/simulate-slots.ts [modelId|all] [rounds=1e8] [seed=1]
 * Prints, per model, the simulated RTP against the exact one, the standard deviation per
 * round (volatility), hit frequency, free-spin trigger rate, largest win and spins per second.
 */
import { FastSource } from '../src/simulation/fast-source.ts';
import { SLOT_GAMES, type SlotGame } from '../src/slots/models.ts';
import { spinSlot } from '../src/slots/spin.ts';

const [which = 'all', roundsArgument = '1e8', seedArgument = '1'] = process.argv.slice(2);
const rounds = Number(roundsArgument);
const seed = Number(seedArgument);

function simulate(game: SlotGame) {
  const stake = game.model.payDivisor;
  const source = new FastSource(seed);
  let sum = 0;
  let squares = 0;
  let hits = 0;
  let triggers = 0;
  let largest = 0;
  const started = performance.now();
  for (let i = 1; i <= rounds; i++) {
    const round = spinSlot(game.model, stake, source);
    const win = round.totalWin / stake;
    sum += win;
    squares += win * win;
    if (win > 0) hits += 1;
    if (round.freeSpins.length > 0) triggers += 1;
    if (win > largest) largest = win;
    if (i % 10_000_000 === 0) process.stderr.write(`${game.id}: ${i / 1e6}M rounds\n`);
  }
  const seconds = (performance.now() - started) / 1000;
  const mean = sum / rounds;
  const deviation = Math.sqrt(squares / rounds - mean * mean);
  return {
    id: game.id,
    rounds,
    exactRtp: game.rtp,
    simulatedRtp: mean,
    standardErrors: (mean - game.rtp) / (deviation / Math.sqrt(rounds)),
    deviationPerRound: deviation,
    hitFrequency: hits / rounds,
    freeSpinsEvery: rounds / triggers,
    largestWinXStake: largest,
    roundsPerSecond: Math.round(rounds / seconds),
  };
}

for (const game of SLOT_GAMES.filter((each) => which === 'all' || each.id === which)) {
  process.stdout.write(`${JSON.stringify(simulate(game))}\n`);
}
