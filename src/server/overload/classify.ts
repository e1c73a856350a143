// Which requests an overloaded server gives up first. One table, so a new heavy procedure or
// download is one line here (classify.test.ts walks it).
import { AGING_CSV_PATH } from '../../shared/aging.schemas.js';
import { GYM_EXPORT_PATH, MEMBER_IMPORT_PATH, MEMBERS_CSV_PATH } from '../../shared/member-import.schemas.js';

/**
 * - probe: /healthz — never refused or counted (a supervisor that sees 503 restarts a busy process,
 *   which only makes the rush worse).
 * - heavy: admin work that reads or writes thousands of rows and can wait a minute — refused first.
 * - normal: everything else — members' pages, the front desk, sign-in, the Stripe webhook (Stripe
 *   retries a 5xx with backoff for days, and a refused webhook stored nothing).
 */
export type RequestClass = 'probe' | 'heavy' | 'normal';

/**
 * tRPC procedures that scan a large part of the gym: reports, imports, the billing run, fan-outs.
 * Not the Member List nor the dashboard's figures: each is one short index range (kept balances and
 * day totals, migrations 0017 and 0018), as cheap as a member's page.
 */
export const HEAVY_PROCEDURES: ReadonlySet<string> = new Set([
  'reports.membership',
  'reports.financial',
  'reports.attendance',
  'reports.aging',
  'memberImport.confirm',
  // The billing run over every member.
  'bills.runNow',
  // A message to every member (and its preview, which counts them).
  'notifications.send',
  'notifications.preview',
]);

/** Downloads and uploads outside tRPC: every report CSV, the exports and the members import. */
const HEAVY_PATHS: readonly ((pathname: string) => boolean)[] = [
  (p) => p.startsWith('/reports/') && p.endsWith('.csv'),
  (p) => p === AGING_CSV_PATH || p === MEMBERS_CSV_PATH || p === GYM_EXPORT_PATH || p === MEMBER_IMPORT_PATH,
];

const TRPC_PREFIX = '/trpc/';

export function classifyRequest(url: string): RequestClass {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  if (pathname === '/healthz') return 'probe';
  if (pathname.startsWith(TRPC_PREFIX)) {
    // A batch is as heavy as its heaviest call.
    const procedures = safeDecode(pathname.slice(TRPC_PREFIX.length)).split(',');
    return procedures.some((p) => HEAVY_PROCEDURES.has(p)) ? 'heavy' : 'normal';
  }
  return HEAVY_PATHS.some((isHeavy) => isHeavy(pathname)) ? 'heavy' : 'normal';
}

/** A malformed escape is tRPC's to refuse (404), not a reason to throw here. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
