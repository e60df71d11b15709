// Starts the built server for the browser tests on a fresh database: the embedded one, or with
// E2E_DATABASE_URL (CI sets it to the PostgreSQL service) a new database on that server, so that
// queries run beside the server process instead of inside its event loop.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, 'e2e/.data');
fs.rmSync(dataDir, { recursive: true, force: true });

const main = path.join(root, 'apps/server/dist/main.js');
if (!fs.existsSync(main) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('e2e: build first (npm run build)');
  process.exit(1);
}
const { DATABASE_URL: _ignored, ...env } = process.env;
const databaseUrl = process.env.E2E_DATABASE_URL
  ? await freshDatabase(process.env.E2E_DATABASE_URL)
  : undefined;
const fixedSeed = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'fixed-server-seed.json'), 'utf8'),
).serverSeed;
const child = spawn(process.execPath, [main], {
  stdio: 'inherit',
  env: {
    ...env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    LOG_LEVEL: 'warn',
    // Each account test sends its own X-Forwarded-For (support/accounts-test.ts): per-address
    // limits then count per test, as they would per player.
    TRUST_PROXY: 'true',
    // Texts to one account 5 s apart instead of a minute (tests/accounts/sms-login.spec.ts
    // waits the gap out; the rule itself is proven by the server's sms.test.ts).
    SMS_GAP_MS: '5000',
    // Short crash rounds for tests/games/crash.spec.ts: 4 s of bets, 1.5 s after the
    // crash, flights capped at 4.00x (about 23 s), so no test waits long on the wall clock.
    CRASH_BETTING_MS: '4000',
    CRASH_COOLDOWN_MS: '1500',
    CRASH_MAX_MULTIPLIER_HUNDREDTHS: '400',
    // Shorter live-table rounds for tests/games/live-table*: 10 s of bets, 1.5 s of 'no more
    // bets', 4 s for the draw (per wheel stop on the money wheel), 6 s on the result and 8 s per
    // blackjack or hold'em decision: a round in about 22 s, with each phase long enough for a
    // loaded machine's browser to see it and act in it.
    LIVE_TABLE_BETTING_MS: '10000',
    LIVE_TABLE_NO_MORE_BETS_MS: '1500',
    LIVE_TABLE_DRAW_MS: '4000',
    LIVE_TABLE_RESULT_MS: '6000',
    LIVE_TABLE_DECISION_MS: '8000',
    // The sportsbook's clock at 60 times real time (tests/sports): a football match in play
    // lasts under two minutes, so a coupon on one settles within a test's time.
    SPORTS_CLOCK_SPEED: '60',
    // Virtual football every 25 s, shown in 10 s (tests/virtuals): a bet settles within a test.
    VIRTUAL_FOOTBALL_INTERVAL_MS: '25000',
    VIRTUAL_FOOTBALL_SHOW_MS: '10000',
    // Virtual horse and greyhound races every 25 s, run in 8 s (tests/virtuals/virtual-racing).
    VIRTUAL_RACING_INTERVAL_MS: '25000',
    VIRTUAL_RACING_SHOW_MS: '8000',
    // A Bet On Games draw every 30 s (tests/games/bet-on-games.spec.ts): bets close 5 s before.
    BET_ON_GAMES_INTERVAL_MS: '30000',
    // Bingo games with 10 s of ticket sales, a ball every 0.25 s and 3 s between games
    // (tests/games/bingo.spec.ts): a game with two tickets is over in under 30 s.
    BINGO_SALE_MS: '10000',
    BINGO_CALL_MS: '250',
    BINGO_PAUSE_MS: '3000',
    // Every seed pair starts on this known server seed (never in production), so a test can find
    // with packages/games a client seed whose rounds play what it needs (slot-autoplay.spec.ts).
    TEST_FIXED_SERVER_SEED: fixedSeed,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

/** Drops and creates the run's own database beside the one named, and returns its address. */
async function freshDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `lale_e2e_${process.env.E2E_PORT ?? '3100'}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
