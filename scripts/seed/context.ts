// What the seed's steps share. Each step reads what earlier steps left in the context (the admin, the
// plans, the members) and adds its own; each draws from a random stream of its own (see random.ts).

import type { Db } from '../../src/server/db/schema.js';
import type { BillingPeriod, CalendarDate } from '../../src/shared/calendar.js';
import type { MembershipStatus } from '../../src/shared/memberships.schemas.js';
import type { GymSettings } from '../../src/shared/settings.schemas.js';
import type { SeedDays } from './days.js';
import type { Random } from './random.js';
import type { BulkWriter } from './writer.js';

export interface SeedOptions {
  members: number;
  bills: number;
  records: number;
  seed: number;
  adminEmail: string;
  adminPassword: string;
  force: boolean;
  /** The seed's "today" in the gym's time zone: bills go up to it, next bill dates come after it. */
  today: CalendarDate;
}

export interface SeedPlan {
  id: string;
  name: string;
  priceCents: number;
  /** null for a plan with no recurring bill. */
  period: BillingPeriod | null;
  /** How often new members pick it, relative to the other plans. */
  weight: number;
}

export interface SeedMember {
  id: string;
  name: string;
  email: string;
  /** Index into `ctx.plans`. */
  plan: number;
  status: MembershipStatus;
  /** Day number of the join day, which is also the billing anchor. */
  joined: number;
  /** Day number of the last day the member was billed or charged: today, or the pause or cancellation day. */
  lastActive: number;
}

export interface SeedContext {
  db: Db;
  /** For the few steps that do something the databases spell differently (see bulk-load.ts). */
  dialect: 'sqlite' | 'postgres';
  options: SeedOptions;
  gym: GymSettings;
  days: SeedDays;
  writer: BulkWriter;
  newId: () => string;
  /** One password hash for every demo account: argon2 is deliberately slow (~40 ms a hash). */
  passwordHash: string;
  /** A new unique demo address for a name: 'zoe.muller.123@demo.gym'. */
  emailFor(first: string, last: string): string;
  /** Set by seedAdmin: the author of manual bills, payments and notifications. */
  adminId: string;
  /** Set by seedPlans. */
  plans: SeedPlan[];
  /** Set by seedMembers: the members this run created. */
  members: SeedMember[];
}

export interface SeedStep {
  name: string;
  /** Adds its rows; returns what it added, for the progress line ("10,000 members, …"). */
  run(ctx: SeedContext, random: Random): Promise<string>;
}

/** A refusal the command line reports as a message, not a stack trace. */
export class SeedError extends Error {}

/** 1234567 → '1,234,567'. */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}
