// Starts Palaestra: read the configuration, check the data folder, take the database file's lock
// (SQLite), build the app, listen, wait for the database (migrating it), start the background work,
// and close cleanly on a signal.
import { buildApp } from './app.js';
import { ConfigError, describeDatabase, loadConfig } from './config.js';
import {
  DatabaseBusyError,
  type DatabaseLock,
  lockDatabase,
  SERVER_PURPOSE,
  serverRefusal,
} from './db/database-lock.js';
import { describeListenError, ensureWritableDataDir, StartupError } from './startup-checks.js';

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
    ensureWritableDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof StartupError) fail(error.message);
    throw error;
  }

  // One process per SQLite file. On PostgreSQL any number of processes share the database.
  let lock: DatabaseLock | null = null;
  if (config.database.dialect === 'sqlite') {
    try {
      lock = lockDatabase(config.database.file, SERVER_PURPOSE);
    } catch (error) {
      if (error instanceof DatabaseBusyError) fail(serverRefusal(error));
      throw error;
    }
  }

  // The process listens before its database answers (a PostgreSQL started after it, or restarting):
  // meanwhile every request, /healthz included, is answered 503 and the database is tried again.
  const app = await buildApp(config, { waitForDatabase: true });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const line = describeListenError(error, config.host, config.port);
    await app.close();
    lock?.release();
    if (line) fail(line);
    throw error;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting connections, lets in-flight requests finish, then closes the database.
    // Keep-alive connections that were busy when it began go idle afterwards; close those as they do,
    // and cut whatever is still open after the grace period.
    const closed = app.close();
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await closed;
    clearInterval(sweep);
    clearTimeout(deadline);
    lock?.release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.databaseReady;
  } catch (error) {
    if (closing) return;
    await app.close();
    lock?.release();
    fail(`Palaestra cannot use its database at ${describeDatabase(config.database)}: ${(error as Error).message}`);
  }
  app.deps.background.start();
  app.log.info(
    {
      url: config.appUrl.toString(),
      dataDir: config.dataDir,
      database: describeDatabase(config.database),
      mail: app.deps.mailer.destination,
    },
    `Palaestra is running at ${config.appUrl} (data in ${describeDatabase(config.database)}; mail ${config.smtpUrl ? 'via SMTP' : `written to ${app.deps.mailer.destination}`})`,
  );
}

main().catch((error: unknown) => {
  console.error('Palaestra failed to start:', error);
  process.exit(1);
});
