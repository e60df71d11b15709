// Once the server started by `npm start` answers ready, tells the person who ran it where to
// open the site: the server's own log lines are JSON for machines.
import { setTimeout as sleep } from 'node:timers/promises';

const ANY_INTERFACE = new Set(['', '0.0.0.0', '::']);

/** The address to open for a server listening on host:port (any interface: this machine). */
export function siteUrl(host, port) {
  const name = ANY_INTERFACE.has(host) ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * Asks /endpoint/ready until it answers 200, then prints the site's and the back office's
 * addresses; gives up quietly when `running()` turns false (the server exited).
 */
export async function announceWhenReady({
  host,
  port,
  print = console.log,
  running = () => true,
  intervalMs = 250,
}) {
  const url = siteUrl(host, port);
  const probe = `${siteUrl(ANY_INTERFACE.has(host) ? '127.0.0.1' : host, port)}/endpoint/ready`;
  while (running()) {
    const ready = await fetch(probe, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) {
      print(`Lale is running at ${url}`);
      print(`Back office: ${url}/backoffice`);
      return true;
    }
    await sleep(intervalMs);
  }
  return false;
}
