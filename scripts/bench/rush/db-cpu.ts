// PostgreSQL's own share of a request's CPU: the backends connected to the run's database copy (the
// app's pooled connections, which live through the run), their user + system time from /proc. Other
// databases on the same server (other runs) are not counted. Linux only; null where it cannot be read.
import fs from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function cpuTicksOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

export interface DatabaseCpu {
  /** CPU ticks per backend pid now. */
  sample(): Promise<Map<number, number>>;
  /** Milliseconds of CPU between two samples, over the backends present in both. */
  between(before: Map<number, number>, after: Map<number, number>): number;
  close(): Promise<void>;
}

export async function watchDatabaseCpu(databaseUrl: string): Promise<DatabaseCpu | null> {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    async sample() {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      const ticks = new Map<number, number>();
      for (const { pid } of rows) {
        const value = cpuTicksOf(pid);
        if (value !== null) ticks.set(pid, value);
      }
      return ticks;
    },
    between(before, after) {
      let ticks = 0;
      for (const [pid, value] of after) ticks += value - (before.get(pid) ?? value);
      return (ticks * 1000) / TICKS_PER_SECOND;
    },
    close: () => client.end(),
  };
}
