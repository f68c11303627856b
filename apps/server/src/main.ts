import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './db/prepare.ts';

/** Reads config, opens + migrates + seeds the database, listens; SIGTERM/SIGINT: stop accepting, finish, close. */
async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Not ready first (plugins/drain.ts): the balancer stops sending new work during DRAIN_SECONDS, then the
    // server stops accepting, finishes the calls in flight and tells its sockets to reconnect elsewhere.
    app.ctx.lifecycle.draining = true;
    const force = setTimeout(() => process.exit(1), (config.DRAIN_SECONDS + 15) * 1000);
    force.unref();
    try {
      await new Promise((r) => setTimeout(r, config.DRAIN_SECONDS * 1000));
      await app.close();
      await database.close();
      process.exit(0);
    } catch (e) {
      app.log.error(e, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`学考 serving on http://localhost:${config.PORT} (${database.kind})`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
