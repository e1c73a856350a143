import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { knownMigrations } from './db/migrate.js';

/** GET /healthz: 200 when the database answers and every migration is applied, else 503. */
// biome-ignore lint/suspicious/noExplicitAny: the check reads Kysely's own table, outside our schema
export function registerHealthRoute(app: FastifyInstance, db: Kysely<any>): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      const applied = new Set(rows.map((r) => r.name));
      const pending = knownMigrations.filter((name) => !applied.has(name)).length;
      const healthy = pending === 0;
      return reply.code(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        database: 'ok',
        migrations: { applied: applied.size, pending },
      });
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });
}
