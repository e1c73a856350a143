// Starts GymDesk: read the configuration, build the app, listen, and close cleanly on a signal.
import fs from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { pidFileFor, runningAppPid } from './db/backup.js';

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Two servers on one data folder would each keep their own rate limits and fight over restores.
  const otherPid = runningAppPid(config.dataDir);
  if (otherPid !== null) {
    console.error(`GymDesk is already running on ${config.dataDir} (pid ${otherPid}).`);
    process.exit(1);
  }
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const pidFile = pidFileFor(config.dataDir);
  fs.writeFileSync(pidFile, String(process.pid));
  app.log.info(
    {
      url: config.appUrl.toString(),
      dataDir: config.dataDir,
      database: config.databaseFile,
      mail: app.deps.mailer.destination,
    },
    `GymDesk is running at ${config.appUrl} (data in ${config.dataDir}; mail ${config.smtpUrl ? 'via SMTP' : `written to ${app.deps.mailer.destination}`})`,
  );

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
    fs.rmSync(pidFile, { force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('GymDesk failed to start:', error);
  process.exit(1);
});
