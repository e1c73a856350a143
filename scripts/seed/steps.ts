// The seed, step by step, in the order the steps run. A step may read what the steps before it left in
// the context (seedBills needs the members, the members need the plans, everything needs the admin).
// A new kind of data is one more step here: each step draws from its own random stream, so adding one
// leaves the data of every other step as it was.
import { seedAdmin, seedMembers, seedPlans, seedRequests } from './accounts.js';
import { seedBills } from './bills.js';
import { seedCheckIns } from './checkins.js';
import { seedClasses } from './classes.js';
import type { SeedStep } from './context.js';
import { seedEquipment, seedNotifications, seedRecords } from './extras.js';

export const SEED_STEPS: readonly SeedStep[] = [
  seedAdmin,
  seedPlans,
  seedMembers,
  seedRequests,
  seedBills,
  seedRecords,
  seedEquipment,
  seedNotifications,
  seedCheckIns,
  seedClasses,
];
