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

/** tRPC procedures that scan a large part of the gym: reports, the Member List, imports, fan-outs. */
export const HEAVY_PROCEDURES: ReadonlySet<string> = new Set([
  'reports.membership',
  'reports.financial',
  'reports.attendance',
  'reports.aging',
  'members.list',
  'memberImport.confirm',
  // Sums over every open bill (the admin dashboard's figures) and the billing run over every member.
  'dashboard.keyNumbers',
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

/**
 * Calls that are heavy or not by their input. The desk's member picker searches `members.list`
 * ten at a time as someone types a name: the front desk, kept working; the unfiltered Member List
 * pages through everyone with balances and sorts.
 */
const HEAVY_UNLESS: Readonly<Record<string, (input: unknown) => boolean>> = {
  'members.list': (input) => isObject(input) && typeof input.search === 'string' && input.search.trim() !== '',
};

const TRPC_PREFIX = '/trpc/';

export function classifyRequest(url: string): RequestClass {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  if (pathname === '/healthz') return 'probe';
  if (pathname.startsWith(TRPC_PREFIX)) {
    // A batch is as heavy as its heaviest call.
    const procedures = safeDecode(pathname.slice(TRPC_PREFIX.length)).split(',');
    const heavy = procedures.some(
      (p, i) => HEAVY_PROCEDURES.has(p) && !HEAVY_UNLESS[p]?.(inputOf(url, query, procedures.length > 1 ? i : null)),
    );
    return heavy ? 'heavy' : 'normal';
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A GET call's input from the query string (the call's own, in a batch); undefined when unreadable. */
function inputOf(url: string, query: number, batchIndex: number | null): unknown {
  if (query === -1) return undefined;
  try {
    const raw = new URLSearchParams(url.slice(query + 1)).get('input');
    const input: unknown = raw === null ? undefined : JSON.parse(raw);
    return batchIndex === null ? input : isObject(input) ? input[String(batchIndex)] : undefined;
  } catch {
    return undefined;
  }
}
