// npm run create-admin -- --email owner@gym.example --password '…' [--name 'Gym Owner']
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { emailField, nameField, newPasswordField } from '../../shared/fields.js';
import { ConfigError, describeDatabase, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { ensureAdmin } from '../features/auth/admin-bootstrap.service.js';

const argsSchema = z.object({ email: emailField, password: newPasswordField, name: nameField });

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string', default: 'Administrator' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
    console.error(
      "Usage: npm run create-admin -- --email you@example.com --password 'at least 8 characters' [--name 'Your Name']",
    );
    return 1;
  }
  const config = loadConfig();
  const { db } = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const result = await ensureAdmin(db, parsed.data);
    const messages = {
      created: `Administrator ${parsed.data.email} created in ${describeDatabase(config.database)}.`,
      'already-admin': `${parsed.data.email} is already an administrator; nothing changed.`,
      'email-taken': `${parsed.data.email} already has a non-admin account; nothing changed.`,
    } as const;
    (result === 'email-taken' ? console.error : console.log)(messages[result]);
    return result === 'email-taken' ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
