// Tables the platform itself keeps (not a feature's): work leases and the scheduler's memory of what
// it has done. (Rate-limit counters are rate-limiter-flexible's, written only through it.)

/** One process at a time holds a named lease until it expires or is released. */
export interface LeasesTable {
  name: string;
  holder: string;
  expiresAt: string;
}

export interface JobStateTable {
  name: string;
  /** The last period (e.g. the gym's date '2026-11-22') the job finished for. */
  lastPeriod: string | null;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  lastError: string | null;
}

/** The first answer to a money-writing call, by the key its client chose (see trpc/idempotency.ts). */
export interface IdempotencyKeysTable {
  userId: string;
  key: string;
  procedure: string;
  requestHash: string;
  /** JSON; null only inside the transaction that claimed the key. */
  response: string | null;
  createdAt: string;
}

export interface SystemTables {
  leases: LeasesTable;
  jobState: JobStateTable;
  idempotencyKeys: IdempotencyKeysTable;
}
