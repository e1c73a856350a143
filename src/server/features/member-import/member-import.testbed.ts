// What the import and export tests start from: a fresh database with an admin, the upload and export
// routes on a bare Fastify (no CSRF guard: app.test and access.http.test cover the real app), and
// helpers to upload a file and press "Import N members" as the admin.
import Fastify, { type FastifyInstance } from 'fastify';
import { MEMBER_IMPORT_PATH } from '../../../shared/member-import.schemas.js';
import type { SettingsSeed } from '../../../shared/settings.schemas.js';
import {
  callerAs,
  createAccount,
  createTestDatabase,
  createTestDeps,
  TEST_GYM,
  type TestAccount,
  type TestDatabase,
} from '../../test/harness.js';
import type { AppDeps } from '../../trpc/context.js';
import { registerExportRoutes } from '../exports/exports.route.js';
import { registerMemberImportRoute } from './member-import.route.js';

export interface ImportBed {
  t: TestDatabase;
  deps: AppDeps;
  admin: TestAccount;
  app: FastifyInstance;
  cookieFor(account: TestAccount): Promise<string>;
  /** Uploads the file (text as UTF-8, or raw bytes) as the admin; the route's status and JSON. */
  upload(file: string | Buffer, as?: TestAccount): Promise<{ status: number; body: Record<string, unknown> }>;
  confirm(importId: string, sendInvitations?: boolean): Promise<{ imported: number; skipped: number; invited: number }>;
  userCount(): Promise<number>;
  close(): Promise<void>;
}

/** `gym`: the gym's locale, currency and zone when a test is about them (TEST_GYM otherwise). */
export async function createImportBed(gym?: Partial<SettingsSeed>): Promise<ImportBed> {
  const t = await createTestDatabase();
  const deps = createTestDeps(t, gym ? { gym: { ...TEST_GYM, ...gym } } : {});
  const admin = await createAccount(t.db, 'admin');
  const app = Fastify();
  registerMemberImportRoute(app, deps);
  registerExportRoutes(app, deps);
  await app.ready();
  const cookieFor = async (account: TestAccount) => {
    const { cookie } = await deps.sessions.create(account.id);
    return `${cookie.name}=${cookie.value}`;
  };
  const adminCaller = await callerAs(deps, admin);
  return {
    t,
    deps,
    admin,
    app,
    cookieFor,
    async upload(file, as = admin) {
      const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
      const response = await app.inject({
        method: 'POST',
        url: MEMBER_IMPORT_PATH,
        headers: { cookie: await cookieFor(as), 'content-type': 'application/json' },
        payload: { fileName: 'members.csv', contentBase64: bytes.toString('base64') },
      });
      return { status: response.statusCode, body: response.json() };
    },
    confirm: (importId, sendInvitations = false) => adminCaller.memberImport.confirm({ importId, sendInvitations }),
    async userCount() {
      const row = await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async close() {
      await app.close();
      await t.close();
    },
  };
}
