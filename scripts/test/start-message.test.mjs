// `npm start` says where to open the site once the server is ready, not before.
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { announceWhenReady, siteUrl } from '../announce-ready.mjs';

test('the address is printed once the server answers ready', async () => {
  let asked = 0;
  const server = http.createServer((request, response) => {
    asked++;
    response.statusCode = request.url === '/endpoint/ready' && asked > 2 ? 200 : 503;
    response.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const lines = [];
  try {
    await announceWhenReady({
      host: '0.0.0.0',
      port,
      print: (line) => lines.push(line),
      intervalMs: 10,
    });
  } finally {
    server.close();
  }
  assert.equal(asked, 3);
  assert.deepEqual(lines, [
    `Lale is running at http://localhost:${port}`,
    `Back office: http://localhost:${port}/backoffice`,
  ]);
});

test('nothing is printed when the server exits before it is ready', async () => {
  const lines = [];
  let tries = 0;
  const printed = await announceWhenReady({
    host: '127.0.0.1',
    port: 9,
    print: (line) => lines.push(line),
    running: () => ++tries < 3,
    intervalMs: 1,
  });
  assert.equal(printed, false);
  assert.deepEqual(lines, []);
});

test('a named interface is the address to open', () => {
  assert.equal(siteUrl('192.168.1.5', 3000), 'http://192.168.1.5:3000');
  assert.equal(siteUrl('::1', 3000), 'http://[::1]:3000');
});
