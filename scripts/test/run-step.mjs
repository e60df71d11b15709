// Runs one step of `npm test` and reads its report.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stepPassed } from './reports.mjs';

/**
 * Runs `step.command` with its output streamed (or, `quiet`, kept in .reports/<name>.log and
 * printed whole when it ends). Returns the table row: seconds, counts and the verdict. Flaky
 * tests named in `quarantine` are reported but do not fail the step.
 */
export async function runStep(name, step, { root, reports, quiet = false, quarantine = [] }) {
  const started = Date.now();
  const log = path.join(reports, `${name}.log`);
  console.log(`\n── ${name}${quiet ? ' (output held back until it ends)' : ''} ──`);
  const exitCode = await new Promise((resolve) => {
    const out = quiet ? fs.openSync(log, 'w') : 'inherit';
    const child = spawn(step.command[0], step.command.slice(1), {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, ...step.env },
    });
    child.on('close', (code) => {
      if (quiet) {
        fs.closeSync(out);
        console.log(`\n── ${name}: its output ──\n${fs.readFileSync(log, 'utf8')}`);
      }
      resolve(code);
    });
  });
  const counts = step.report?.() ?? undefined;
  const quarantined = (counts?.flakyNames ?? []).filter((test) => quarantine.includes(test));
  const ok = stepPassed(exitCode, counts, quarantined.length);
  const judged = counts && {
    ...counts,
    flaky: counts.flaky - quarantined.length,
    flakyNames: counts.flakyNames.filter((test) => !quarantine.includes(test)),
  };
  const seconds = Math.round((Date.now() - started) / 1000);
  const summary = judged
    ? ` (${judged.passed} passed, ${judged.failed} failed, ${judged.flaky} flaky)`
    : '';
  console.log(`── ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s${summary}`);
  return { name, seconds, ok, counts: judged, quarantined };
}
