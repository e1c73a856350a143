// What stops a start before anything is served, each said in one line a self-hoster can act on.
import fs from 'node:fs';
import path from 'node:path';

export class StartupError extends Error {}

function whoAmI(): string {
  return typeof process.getuid === 'function' ? `user id ${process.getuid()}` : 'this user';
}

/** Creates the data folder if needed and proves this process can write in it. */
export function ensureWritableDataDir(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'an error';
    const why =
      code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'EROFS'
          ? 'the file system is read-only'
          : code;
    throw new StartupError(
      `Palaestra cannot write to its data folder ${dataDir} (running as ${whoAmI()}): ${why}. Give that user write access or set DATA_DIR.`,
    );
  }
}

/** The one line for a failed listen (port taken, privileged port, unknown address), or null. */
export function describeListenError(error: unknown, host: string, port: number): string | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const where = `${host}:${port}`;
  if (code === 'EADDRINUSE')
    return `Palaestra cannot listen on ${where}: the port is already in use. Stop what uses it or set PORT.`;
  if (code === 'EACCES')
    return `Palaestra cannot listen on ${where}: ${whoAmI()} may not open that port. Use a port above 1023 or set PORT.`;
  if (code === 'EADDRNOTAVAIL')
    return `Palaestra cannot listen on ${where}: that address is not on this machine. Check HOST.`;
  return null;
}
