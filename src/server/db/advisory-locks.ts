// Named locks that PostgreSQL frees together with the session that took them: session-level advisory
// locks, held on one connection of their own per process (never a pooled one, whose session outlives
// the work it did). A process that dies loses that connection and every lock on it: at once when it
// is killed (the kernel closes its socket), and within about 25 s when its machine vanishes (the
// server's TCP keepalives below), so nobody waits for a lease to lapse. (So DATABASE_URL must reach
// PostgreSQL directly or through a session pooler; a transaction pooler would break session locks.)
// When the connection fails, the process goes on; the locks it held are gone (another process may
// now take them, which the work they guard tolerates) and the next lock asked for opens a new one.
// Keys are scoped to the connection's schema, so several Palaestra schemas in one PostgreSQL database
// (tests use a schema each) never share a lock.
import pg from 'pg';

export interface AdvisoryLocks {
  /** Takes the named lock, or resolves null while another session (or this one) holds it. */
  tryLock(name: string): Promise<{ release(): Promise<void> } | null>;
  /** Ends the connection, and with it every lock still held. */
  close(): Promise<void>;
}

export interface AdvisoryLockOptions {
  url: string;
  /** Shown in pg_stat_activity, so an operator can tell this connection from the pool's. */
  applicationName: string;
  /** The connection failed (its backend was terminated, the server restarted); its locks are gone. */
  onConnectionLost(error: Error): void;
}

const KEY = `hashtextextended(coalesce(current_schema(), '') || '.palaestra.' || $1, 0)`;

/**
 * Names the connection, and has the server probe it after 10 idle seconds, every 5 s, giving up
 * after 3 unanswered probes: a lock of a machine that vanished is free in about 25 s, not in the
 * operating system's default two hours.
 */
const SETUP = `select set_config('application_name', $1, false), set_config('tcp_keepalives_idle', '10', false),
  set_config('tcp_keepalives_interval', '5', false), set_config('tcp_keepalives_count', '3', false)`;

export function openAdvisoryLocks(options: AdvisoryLockOptions): AdvisoryLocks {
  let current: Promise<pg.Client> | null = null;
  /** Each name this process holds, with the connection that holds it. */
  const held = new Map<string, pg.Client>();
  let closed = false;
  /** The last statement asked of the lock connection; the next one waits for it (see inTurn). */
  let turn: Promise<unknown> = Promise.resolve();

  /**
   * Runs one piece of work on the lock connection after the previous one has finished. Jobs ask
   * for their locks at the same moment (every job's first look comes at start), and a pg client
   * given a second query while one runs queues it with a deprecation warning; pg 9 refuses it.
   */
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = turn.then(work, work);
    turn = result.catch(() => {});
    return result;
  }

  function forget(client: pg.Client): void {
    for (const [name, holder] of held) if (holder === client) held.delete(name);
  }

  function connect(): Promise<pg.Client> {
    if (current) return current;
    const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 10_000, keepAlive: true });
    const attempt = (async () => {
      await client.connect();
      await client.query(SETUP, [options.applicationName]);
      return client;
    })();
    const drop = () => {
      if (current === attempt) current = null;
      forget(client);
    };
    let lost = false;
    // Without an 'error' listener, a terminated backend would end the whole process. A connection
    // can fail twice over (the server's goodbye, then the socket closing): it is told once.
    client.on('error', (error) => {
      drop();
      if (!lost && !closed) options.onConnectionLost(error);
      lost = true;
    });
    client.on('end', drop);
    attempt.catch(() => {
      drop();
      void client.end().catch(() => {});
    });
    current = attempt;
    return attempt;
  }

  return {
    async tryLock(name) {
      if (closed || held.has(name)) return null;
      const { client, taken } = await inTurn(async () => {
        const client = await connect();
        const { rows } = await client.query<{ taken: boolean }>(`select pg_try_advisory_lock(${KEY}) as taken`, [name]);
        return { client, taken: rows[0]?.taken === true };
      });
      if (!taken) return null;
      held.set(name, client);
      return {
        async release() {
          // Taken on a connection that has since failed: the lock went with it.
          if (held.get(name) !== client) return;
          held.delete(name);
          // Should the unlock fail on a live connection, ending it is the sure way to let the lock go.
          await inTurn(() => client.query(`select pg_advisory_unlock(${KEY})`, [name])).catch(() =>
            client.end().catch(() => {}),
          );
        },
      };
    },
    async close() {
      closed = true;
      const closing = current;
      current = null;
      held.clear();
      if (closing) await closing.then((client) => client.end()).catch(() => {});
    },
  };
}
