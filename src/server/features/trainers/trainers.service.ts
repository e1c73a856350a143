// A trainer's profile, photo, weekly windows and days off. Who the call is about comes from
// trainerInScope (a trainer: themselves; anyone else names the trainer); each change records its event.
import { addDays, dateInZone } from '../../../shared/calendar.js';
import { weekdayName } from '../../../shared/trainers.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { TRPCError } from '../../trpc/init.js';
import { recordEvent } from '../events/events.queries.js';
import { checkLogo, LOGO_TOO_BIG } from '../settings/settings.logo.js';
import {
  deleteTimeOff,
  deleteWindow,
  findTimeOff,
  findWindow,
  insertTimeOff,
  insertWindow,
  timeOffOf,
  weeklyWindowsOf,
} from './availability.queries.js';
import { type Caller, trainerInScope } from './trainer-scope.js';
import { findTrainerProfile, savePhotoRow, saveProfileRow, type TrainerProfile } from './trainers.queries.js';

export interface Act {
  caller: Caller;
  ip: string;
  now: Date;
  timeZone: string;
}

/** How far ahead the availability screen lists days off. */
export const TIME_OFF_AHEAD_DAYS = 366;

/** Where the public pages load a trainer's photo from; the version changes with every new photo. */
export function photoUrlOf(trainerId: string, version: number | null): string | null {
  return version === null ? null : `/trainers/${encodeURIComponent(trainerId)}/photo?v=${version}`;
}

export function withPhotoUrl<T extends Pick<TrainerProfile, 'trainerId' | 'photoVersion'>>(profile: T) {
  const { photoVersion, ...rest } = profile;
  return { ...rest, photoUrl: photoUrlOf(profile.trainerId, photoVersion) };
}

async function profileOf(db: DbOrTx, trainerId: string) {
  const profile = await findTrainerProfile(db, trainerId);
  if (!profile) throw new TRPCError({ code: 'NOT_FOUND', message: 'Trainer not found.' });
  return withPhotoUrl(profile);
}

export async function getProfile(db: DbOrTx, act: Act, trainerId: string | undefined) {
  return profileOf(db, await trainerInScope(db, act.caller, trainerId));
}

export async function updateProfile(
  db: DbOrTx,
  act: Act,
  input: { trainerId?: string; bio: string; specialties: string[]; showOnWebsite: boolean },
) {
  const trainerId = await trainerInScope(db, act.caller, input.trainerId);
  // The same phrase twice (whatever its case) is kept once.
  const seen = new Set<string>();
  const specialties = input.specialties.filter((s) => {
    const key = s.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return inTransaction(db, async (tx) => {
    await saveProfileRow(tx, trainerId, { bio: input.bio, specialties, showOnWebsite: input.showOnWebsite }, act.now);
    await recordEvent(tx, {
      type: 'admin.trainer_profile_updated',
      actorId: act.caller.id,
      subject: trainerId,
      ip: act.ip,
      detail: { showOnWebsite: input.showOnWebsite, specialties: specialties.length },
    });
    return profileOf(tx, trainerId);
  });
}

/** The gym logo's checks (settings.logo.ts): the real type from the bytes, no unsafe SVG, 512 KB. */
export async function setPhoto(db: DbOrTx, act: Act, input: { trainerId?: string; base64: string }) {
  const trainerId = await trainerInScope(db, act.caller, input.trainerId);
  const photo = checkLogo(input.base64);
  if (!photo.ok) {
    const message = photo.message === LOGO_TOO_BIG ? 'The photo must be at most 512 KB.' : photo.message;
    throw new TRPCError({ code: 'BAD_REQUEST', message, cause: { issues: [{ path: ['base64'], message }] } });
  }
  return inTransaction(db, async (tx) => {
    const version = await savePhotoRow(
      tx,
      trainerId,
      { base64: photo.bytes.toString('base64'), type: photo.type },
      act.now,
    );
    await recordEvent(tx, {
      type: 'admin.trainer_photo_set',
      actorId: act.caller.id,
      subject: trainerId,
      ip: act.ip,
      detail: { type: photo.type, bytes: photo.bytes.length },
    });
    return { photoUrl: photoUrlOf(trainerId, version) };
  });
}

export async function removePhoto(db: DbOrTx, act: Act, input: { trainerId?: string }) {
  const trainerId = await trainerInScope(db, act.caller, input.trainerId);
  await inTransaction(db, async (tx) => {
    await savePhotoRow(tx, trainerId, null, act.now);
    await recordEvent(tx, {
      type: 'admin.trainer_photo_removed',
      actorId: act.caller.id,
      subject: trainerId,
      ip: act.ip,
    });
  });
  return { photoUrl: null };
}

export async function getAvailability(db: DbOrTx, act: Act, trainerId: string | undefined) {
  const id = await trainerInScope(db, act.caller, trainerId);
  const today = dateInZone(act.now, act.timeZone);
  return {
    trainerId: id,
    today,
    windows: await weeklyWindowsOf(db, id),
    timeOff: await timeOffOf(db, id, today, addDays(today, TIME_OFF_AHEAD_DAYS)),
  };
}

/** '24:00' reads as the end of the day; every other time compares as text. */
function overlaps(a: { startTime: string; endTime: string }, b: { startTime: string; endTime: string }): boolean {
  return a.startTime < b.endTime && b.startTime < a.endTime;
}

export async function addWindow(
  db: DbOrTx,
  act: Act,
  input: { trainerId?: string; weekday: number; start: string; end: string },
) {
  const trainerId = await trainerInScope(db, act.caller, input.trainerId);
  return inTransaction(db, async (tx) => {
    const window = { startTime: input.start, endTime: input.end };
    const clash = (await weeklyWindowsOf(tx, trainerId)).find(
      (w) => w.weekday === input.weekday && overlaps(w, window),
    );
    if (clash) {
      const message = `This overlaps ${weekdayName(clash.weekday)} ${clash.startTime}–${clash.endTime}.`;
      throw new TRPCError({ code: 'CONFLICT', message, cause: { issues: [{ path: ['start'], message }] } });
    }
    const id = await insertWindow(tx, { trainerId, weekday: input.weekday, ...window, now: act.now });
    await recordEvent(tx, {
      type: 'admin.trainer_window_added',
      actorId: act.caller.id,
      subject: trainerId,
      ip: act.ip,
      detail: { weekday: input.weekday, start: input.start, end: input.end },
    });
    return { id, weekday: input.weekday, ...window };
  });
}

export async function removeWindow(db: DbOrTx, act: Act, windowId: string) {
  const window = await findWindow(db, windowId);
  if (!window) throw new TRPCError({ code: 'NOT_FOUND', message: 'Window not found.' });
  await trainerInScope(db, act.caller, window.trainerId);
  await inTransaction(db, async (tx) => {
    await deleteWindow(tx, windowId);
    await recordEvent(tx, {
      type: 'admin.trainer_window_removed',
      actorId: act.caller.id,
      subject: window.trainerId,
      ip: act.ip,
      detail: { weekday: window.weekday, start: window.startTime, end: window.endTime },
    });
  });
  return { removed: true };
}

export async function addTimeOff(db: DbOrTx, act: Act, input: { trainerId?: string; day: string; note: string }) {
  const trainerId = await trainerInScope(db, act.caller, input.trainerId);
  const today = dateInZone(act.now, act.timeZone);
  const refuse = (message: string) =>
    new TRPCError({ code: 'BAD_REQUEST', message, cause: { issues: [{ path: ['day'], message }] } });
  if (input.day < today) throw refuse('A day off cannot be in the past.');
  if (input.day > addDays(today, TIME_OFF_AHEAD_DAYS)) throw refuse('A day off can be set up to a year ahead.');
  return inTransaction(db, async (tx) => {
    const id = await insertTimeOff(tx, { trainerId, day: input.day, note: input.note, now: act.now });
    if (id === null) throw refuse('That day is already a day off.');
    await recordEvent(tx, {
      type: 'admin.trainer_time_off_added',
      actorId: act.caller.id,
      subject: trainerId,
      ip: act.ip,
      detail: { day: input.day },
    });
    return { id, day: input.day, note: input.note };
  });
}

export async function removeTimeOff(db: DbOrTx, act: Act, timeOffId: string) {
  const row = await findTimeOff(db, timeOffId);
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Day off not found.' });
  await trainerInScope(db, act.caller, row.trainerId);
  await inTransaction(db, async (tx) => {
    await deleteTimeOff(tx, timeOffId);
    await recordEvent(tx, {
      type: 'admin.trainer_time_off_removed',
      actorId: act.caller.id,
      subject: row.trainerId,
      ip: act.ip,
      detail: { day: row.day },
    });
  });
  return { removed: true };
}
