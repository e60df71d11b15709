import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpSmsSender } from './http-sms-sender.ts';

let server: http.Server;
let url: string;
let status = 200;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the HTTP SMS adapter', () => {
  it('posts the number and text as JSON with the bearer token', async () => {
    await httpSmsSender(url, 'secret-token').send({ to: '+905321234567', text: 'Kod: 123456' });
    expect(received.at(-1)!.headers).toMatchObject({
      authorization: 'Bearer secret-token',
      'content-type': 'application/json',
    });
    expect(JSON.parse(received.at(-1)!.body)).toEqual({ to: '+905321234567', text: 'Kod: 123456' });
  });

  it('fails loudly when the provider refuses', async () => {
    status = 503;
    await expect(httpSmsSender(url, undefined).send({ to: '+90', text: 'x' })).rejects.toThrow(
      /503/,
    );
  });
});
