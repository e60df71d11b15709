import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PERMISSIONS } from '../backoffice-permissions.ts';
import { backofficePath, listBackofficeRoutes } from './routes.ts';

const routes = listBackofficeRoutes();

describe('the back-office route table', () => {
  it('declares each method and path once', () => {
    const keys = routes.map(({ spec }) => `${spec.method} ${spec.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(routes.length).toBeGreaterThan(90);
  });

  it("names each path parameter in the route's params schema, and no other", () => {
    for (const { name, spec } of routes) {
      const inPath = [...spec.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();
      const declared = spec.params ? Object.keys((spec.params as z.ZodObject).shape).sort() : [];
      expect(declared, name).toEqual(inPath);
    }
  });

  it('gives GET routes no body and POST routes no query; files are read, uploads written', () => {
    for (const { name, spec } of routes) {
      if (spec.method === 'GET') expect(spec.body, name).toBeUndefined();
      else expect(spec.query, name).toBeUndefined();
      if (spec.answers === 'file') expect(spec.method, name).toBe('GET');
      if (spec.upload) expect([spec.method, spec.body], name).toEqual(['POST', undefined]);
    }
  });

  it('names a known access for every route; only signed-in reads skip the password change', () => {
    const known = new Set<string>(['anyone', 'operator', ...PERMISSIONS]);
    for (const { name, spec } of routes) {
      expect(known.has(spec.access), name).toBe(true);
      if (spec.beforePasswordChange) expect(spec.access, name).toBe('operator');
    }
    const early = routes.filter(({ spec }) => spec.beforePasswordChange).map((r) => r.name);
    expect(early.sort()).toEqual(['session.me', 'session.password']);
    const open = routes.filter(({ spec }) => spec.access === 'anyone').map((r) => r.name);
    expect(open.sort()).toEqual(['session.login', 'session.logout']);
  });

  it('fills path parameters, each encoded', () => {
    expect(backofficePath('/players/:uid/documents/:id', { uid: 7, id: 3 })).toBe(
      '/players/7/documents/3',
    );
    expect(backofficePath('/support/conversations/:id/read', { id: 'a/b c' })).toBe(
      '/support/conversations/a%2Fb%20c/read',
    );
  });
});
