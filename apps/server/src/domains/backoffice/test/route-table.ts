import type { FastifyInstance } from 'fastify';

export const BACKOFFICE_API = '/backoffice/api/v1';

export interface BackofficeRoute {
  method: 'GET' | 'POST';
  /** The route's path under BACKOFFICE_API, parameters as declared (`/players/:uid`). */
  path: string;
}

/**
 * Every back-office route the app serves, read from Fastify's own route table. The table is a
 * tree (`├── /a (GET)` then `│   └── /b (POST)` for /a/b): each line's depth is where its
 * branch mark stands, in steps of four.
 */
export function backofficeRoutes(server: FastifyInstance): BackofficeRoute[] {
  const table = server.printRoutes({ commonPrefix: false });
  const found: BackofficeRoute[] = [];
  const branch: string[] = [];
  for (const line of table.split('\n')) {
    const mark = line.indexOf('── ');
    const node = /^(\S+) \(([A-Z, ]+)\)$/.exec(line.slice(mark + 3));
    if (mark < 0 || !node) continue;
    const depth = (mark - 1) / 4;
    branch.length = depth;
    branch.push(node[1]!);
    const path = branch.join('');
    if (!path.startsWith(`${BACKOFFICE_API}/`)) continue;
    for (const method of node[2]!.split(', '))
      if (method === 'GET' || method === 'POST')
        found.push({ method, path: path.slice(BACKOFFICE_API.length) });
  }
  return found;
}

/** A concrete url for a route: its path parameters filled with `value`. */
export const concreteUrl = (path: string, value: string) =>
  `${BACKOFFICE_API}${path.replace(/:[^/]+/g, encodeURIComponent(value))}`;
