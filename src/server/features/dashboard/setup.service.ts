// "Get your gym ready": each item of src/shared/setup.ts ticked by what the gym has now, so an item
// is done by doing it (and is to do again if it is undone: the list tells the truth about today).
// An item whose feature exists gets its check here; the Record type makes a new item's check required.

import type { GymSettings } from '../../../shared/settings.schemas.js';
import { SETUP_ITEMS, type SetupChecklist, type SetupItemId } from '../../../shared/setup.js';
import type { DbOrTx } from '../../db/schema.js';
import { hasImportedMembers, hasPricedPlan, hasStaff, hasTimetable } from './setup.queries.js';

/** What a check may know beyond the database and the settings: whether the server can take cards. */
export interface SetupFacts {
  onlinePaymentsOn: boolean;
}

type SetupCheck = (db: DbOrTx, gym: GymSettings, facts: SetupFacts) => Promise<boolean> | boolean;

const SETUP_CHECKS: Record<SetupItemId, SetupCheck> = {
  // A way to find or reach the gym, which the Contact page shows (it shows only what is set). Not
  // "the Gym section was saved": saving the fresh install's blanks would tick it with nothing to
  // show. Read from the process's copy of the settings: no statement.
  gymDetails: (_db, gym) => [gym.street, gym.city, gym.phone, gym.email].some((value) => value.trim() !== ''),
  // Prices, not just plans: a fresh install already has the free "Standard" plan. A gym whose every
  // plan is free may hide the list.
  plans: (db) => hasPricedPlan(db),
  timetable: (db) => hasTimetable(db),
  staff: (db) => hasStaff(db),
  // The keys live in the server's environment (never the database): the process knows, no statement.
  onlinePayments: (_db, _gym, facts) => facts.onlinePaymentsOn,
  importMembers: (db) => hasImportedMembers(db),
};

export async function setupChecklist(db: DbOrTx, gym: GymSettings, facts: SetupFacts): Promise<SetupChecklist> {
  // A hidden list is never shown again by itself, so nothing is worth asking.
  if (gym.checklistHidden) return { hidden: true };
  const done = await Promise.all(SETUP_ITEMS.map((item) => SETUP_CHECKS[item.id](db, gym, facts)));
  return { hidden: false, items: SETUP_ITEMS.map((item, index) => ({ id: item.id, done: done[index] === true })) };
}
