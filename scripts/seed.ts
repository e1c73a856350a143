// npm run seed [-- --members 10000 --bills 1000000 --records 100000 --seed 42 --today 2026-03-15
//                  --admin-email owner@demo.gym --admin-password 'demo password' --force]
// A demo gym with a large data set, in the database Palaestra is configured to use (DATA_DIR or
// DATABASE_URL): for trying the app, and for seeing how it copes with a few years of a busy gym.
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { ConfigError, loadConfig } from '../src/server/config.js';
import { dateInZone, isCalendarDate } from '../src/shared/calendar.js';
import { emailField, newPasswordField } from '../src/shared/fields.js';
import { count, SeedError, type SeedOptions } from './seed/context.js';
import { MEMBER_PASSWORD, runSeed } from './seed/run.js';

const USAGE =
  'Usage: npm run seed -- [--members N] [--bills N] [--records N] [--seed N] [--today YYYY-MM-DD]\n' +
  "                       [--admin-email you@example.com] [--admin-password '8+ characters'] [--force]";

const wholeNumber = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, 'must be a whole number (at most 999,999,999)')),
  z.transform(Number),
);

const argsSchema = z.object({
  members: wholeNumber,
  bills: wholeNumber,
  records: wholeNumber,
  seed: wholeNumber,
  'admin-email': emailField,
  'admin-password': newPasswordField,
  force: z.boolean(),
  today: z.optional(z.string().check(z.refine(isCalendarDate, 'must be a day written YYYY-MM-DD'))),
});

function readArgs() {
  return parseArgs({
    options: {
      members: { type: 'string', default: '10000' },
      bills: { type: 'string', default: '1000000' },
      records: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '42' },
      'admin-email': { type: 'string', default: 'owner@demo.gym' },
      'admin-password': { type: 'string', default: 'demo password' },
      force: { type: 'boolean', default: false },
      today: { type: 'string' },
    },
  }).values;
}

/** The options, or what is wrong with the command line. */
function parseOptions(timeZone: string): SeedOptions | string[] {
  let values: ReturnType<typeof readArgs>;
  try {
    values = readArgs();
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)]; // an unknown flag, a missing value
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) return parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
  const args = parsed.data;
  if (args.bills > 0 && args.members === 0) return ['--bills: bills need members; use --members 1 or more'];
  return {
    members: args.members,
    bills: args.bills,
    records: args.records,
    seed: args.seed,
    adminEmail: args['admin-email'],
    adminPassword: args['admin-password'],
    force: args.force,
    // The gym's today, as the app sees it.
    today: args.today ?? dateInZone(new Date(), timeZone),
  };
}

async function main(): Promise<number> {
  const config = loadConfig();
  const options = parseOptions(config.settingsSeed.timeZone);
  if (Array.isArray(options)) {
    for (const problem of options) console.error(problem);
    console.error(USAGE);
    return 1;
  }
  const result = await runSeed(config, options, (line) => console.log(line));
  const rows = Object.entries(result.rows).map(([table, n]) => `${table} ${count(n)}`);
  console.log(`Done in ${result.seconds.toFixed(1)} s. Rows now: ${rows.join(', ')}.`);
  console.log(`Sign in as the owner: ${options.adminEmail} / ${options.adminPassword}`);
  if (result.sampleMemberEmail) {
    console.log(`or as any member, e.g. ${result.sampleMemberEmail} / ${MEMBER_PASSWORD}`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof SeedError ? error.message : error);
    process.exit(1);
  },
);
