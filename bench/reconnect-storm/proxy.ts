/**
 * The one address in front of the server processes for `bench/reconnect-storm.ts`, as nginx's upstream
 * block does it: every new TCP connection goes to the next process in turn; a process that refuses the
 * connection is skipped (tried again after 5 s, nginx's `max_fails=1 fail_timeout=5s`) and the connection
 * goes to the next one (`proxy_next_upstream error`). Connections are piped byte for byte, HTTP and
 * WebSocket alike; when one side closes, so does the other (a killed process drops its clients).
 *
 * Two worker processes share the listening port (node:cluster): 10,000 exam sockets are 20,000 file
 * descriptors through a proxy, over one process's limit on these machines.
 *
 * Run by the benchmark: `node --import tsx bench/reconnect-storm/proxy.ts <listen port> <upstream port>...`
 */
import cluster from 'node:cluster';
import net from 'node:net';

const [listen, ...ups] = process.argv.slice(2).map(Number);
const WORKERS = 2;
const FAIL_TIMEOUT_MS = 5_000;

if (cluster.isPrimary) {
  for (let i = 0; i < WORKERS; i++) cluster.fork();
  let ready = 0;
  cluster.on('message', (_w, msg) => {
    if (msg === 'listening' && ++ready === WORKERS) console.log('proxy ready');
  });
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGKILL');
    process.exit(0);
  });
} else {
  const downUntil = new Map<number, number>();
  let next = 0;

  const pick = (tried: Set<number>): number | undefined => {
    for (let k = 0; k < ups.length; k++) {
      const port = ups[(next + k) % ups.length] as number;
      if (tried.has(port) || (downUntil.get(port) ?? 0) > Date.now()) continue;
      next = (next + k + 1) % ups.length;
      return port;
    }
    // every process marked down: try one not tried yet anyway
    return ups.find((p) => !tried.has(p));
  };

  const server = net.createServer((client) => {
    client.pause();
    client.setNoDelay(true);
    const tried = new Set<number>();
    const connect = () => {
      const port = pick(tried);
      if (port === undefined) return void client.destroy();
      tried.add(port);
      const upstream = net.connect(port, '127.0.0.1');
      let connected = false;
      upstream.setNoDelay(true);
      upstream.once('connect', () => {
        connected = true;
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.on('error', () => {
        if (connected) return void client.destroy();
        downUntil.set(port, Date.now() + FAIL_TIMEOUT_MS);
        connect();
      });
      upstream.on('close', () => {
        if (connected) client.destroy();
      });
      client.on('close', () => upstream.destroy());
    };
    client.on('error', () => client.destroy());
    connect();
  });
  server.maxConnections = 20_000;
  server.listen(listen, '127.0.0.1', () => process.send?.('listening'));
}
