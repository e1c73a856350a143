import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { databaseFaultOf } from './db/faults.js';
import { knownMigrations } from './db/migrate.js';
import type { Db } from './db/schema.js';
import type { StorageWatch } from './db/sqlite.js';
import { logDatabaseFault } from './fault-answers.js';
import type { Clock } from './lib/clock.js';
import { mailHealth } from './mail/mail-health.js';
import type { LoadReport } from './overload/admission.js';

/**
 * GET /healthz: 200 when the database answers, can save (SQLite: its last write did not fail for
 * want of disk) and every migration is applied, else 503. Mail is reported (queued, retrying, given
 * up today, stuck) but never makes the process unhealthy: restarting it would not bring a mail
 * server back. Neither does load (requests in flight, event-loop lag, requests refused): a busy
 * process is alive, and a supervisor that restarted it would throw its share of the rush onto the
 * others.
 */
export function registerHealthRoute(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; storage: StorageWatch | null; load?: () => LoadReport },
): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      // biome-ignore lint/suspicious/noExplicitAny: Kysely's own migration table is outside our schema
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(deps.db as Kysely<any>);
      const applied = new Set(rows.map((r) => r.name));
      const pending = knownMigrations.filter((name) => !applied.has(name)).length;
      const storageFailure = deps.storage?.failure ?? null;
      if (storageFailure) {
        const fault = databaseFaultOf({ code: storageFailure });
        return reply.code(503).send({
          status: 'error',
          database: 'ok',
          storage: fault?.kind === 'disk-full' ? 'full' : 'failing',
          problem: `${fault?.logLine ?? 'the database cannot write'} (${storageFailure})`,
        });
      }
      const healthy = pending === 0;
      return reply.code(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        database: 'ok',
        storage: 'ok',
        migrations: { applied: applied.size, pending },
        mail: healthy ? await mailHealth(deps.db, deps.clock.now()) : undefined,
        load: deps.load?.(),
      });
    } catch (error) {
      if (databaseFaultOf(error)) logDatabaseFault(app.log, error, { check: 'healthz' });
      else app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });
}
