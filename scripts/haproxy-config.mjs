// Shared by scripts/cluster.mjs, apps/server/test/cluster and bench/cluster.bench.ts.
/**
 * The HAProxy configuration of `npm run cluster` (and of the cluster tests and bench): one
 * frontend on host:port, the servers (`{ name, port }` on 127.0.0.1) behind it, leastconn,
 * WebSocket tunnels, /endpoint/ready checked every second.
 */
export function haproxyConfig({ host, port, servers: list }) {
  return `# Written by scripts/haproxy-config.mjs
global
  # maxconn follows the file-descriptor limit (ulimit -n): raise that for more sockets.

defaults
  mode http
  option forwardfor
  timeout connect 5s
  timeout client 65s
  timeout server 65s
  # Live-channel sockets stay open for hours; their heartbeats keep them alive.
  timeout tunnel 1h
  timeout http-request 10s
  # A connection refused (a process that has just died, before its checks fail) is tried
  # again on another process: the request never reached the dead one, so this is safe.
  retries 2
  option redispatch 1

frontend site
  bind ${host}:${port}
  default_backend lale

backend lale
  balance leastconn
  option httpchk GET /endpoint/ready
  http-check expect status 200
  # Checked every second; out after 2 failures, back after 2 passes.
  default-server inter 1s fall 2 rise 2
${list.map(({ name, port: p }) => `  server ${name} 127.0.0.1:${p} check`).join('\n')}
`;
}
