// Admin steps done through the router in a test's setup (the admin screens have their own tests).
import type { FastifyInstance } from 'fastify';
import { callerAs } from '../../src/server/test/harness.js';
import { ADMIN } from './server.js';

export async function adminCaller(app: FastifyInstance) {
  const admin = await app.deps.db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('email', '=', ADMIN.email)
    .executeTakeFirstOrThrow();
  return callerAs(app.deps, { ...admin, email: ADMIN.email, password: ADMIN.password });
}

export async function approveByEmail(app: FastifyInstance, email: string): Promise<void> {
  const request = await app.deps.db
    .selectFrom('memberRequests')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const caller = await adminCaller(app);
  await caller.requests.approve({ requestId: request.id });
}
