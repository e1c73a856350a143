// Trainer profiles (one row per trainer, made on first save) and the trainers' list. A gym has a
// handful of trainers: the lists read users_role_name_idx's trainer range, capped like the class form's.
import type { DbOrTx } from '../../db/schema.js';
import { TRAINERS_MAX } from '../classes/trainers.queries.js';

export interface TrainerProfile {
  trainerId: string;
  name: string;
  bio: string;
  specialties: string[];
  showOnWebsite: boolean;
  photoVersion: number | null;
}

function specialtiesOf(json: string | null): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** Every trainer account by name with its profile (no profile yet: empty, shown on the website). */
export function trainersWithProfilesQuery(db: DbOrTx) {
  return db
    .selectFrom('users')
    .leftJoin('trainerProfiles', 'trainerProfiles.userId', 'users.id')
    .select([
      'users.id',
      'users.name',
      'trainerProfiles.bio',
      'trainerProfiles.specialtiesJson',
      'trainerProfiles.showOnWebsite',
      'trainerProfiles.photoVersion',
      'trainerProfiles.photoType',
    ])
    .where('users.role', '=', 'trainer')
    .orderBy('users.name')
    .limit(TRAINERS_MAX);
}

type ProfileRow = {
  id: string;
  name: string;
  bio: string | null;
  specialtiesJson: string | null;
  showOnWebsite: number | null;
  photoVersion: number | null;
  photoType: string | null;
};

function toProfile(row: ProfileRow): TrainerProfile {
  return {
    trainerId: row.id,
    name: row.name,
    bio: row.bio ?? '',
    specialties: specialtiesOf(row.specialtiesJson),
    showOnWebsite: (row.showOnWebsite ?? 1) === 1,
    photoVersion: row.photoType ? row.photoVersion : null,
  };
}

export async function listTrainerProfiles(db: DbOrTx): Promise<TrainerProfile[]> {
  return (await trainersWithProfilesQuery(db).execute()).map(toProfile);
}

/** The trainers the public Services page shows: those marked "Show on website". */
export function publicTrainersQuery(db: DbOrTx) {
  return trainersWithProfilesQuery(db).where((eb) =>
    eb.or([eb('trainerProfiles.showOnWebsite', '=', 1), eb('trainerProfiles.userId', 'is', null)]),
  );
}

export async function listPublicTrainers(db: DbOrTx): Promise<TrainerProfile[]> {
  return (await publicTrainersQuery(db).execute()).map(toProfile);
}

export async function findTrainerProfile(db: DbOrTx, trainerId: string): Promise<TrainerProfile | undefined> {
  const row = await trainersWithProfilesQuery(db).where('users.id', '=', trainerId).executeTakeFirst();
  return row && toProfile(row);
}

/** Writes the profile's text fields, making the row on first save. */
export async function saveProfileRow(
  db: DbOrTx,
  trainerId: string,
  profile: { bio: string; specialties: string[]; showOnWebsite: boolean },
  now: Date,
): Promise<void> {
  const values = {
    bio: profile.bio,
    specialtiesJson: JSON.stringify(profile.specialties),
    showOnWebsite: profile.showOnWebsite ? 1 : 0,
    updatedAt: now.toISOString(),
  };
  await db
    .insertInto('trainerProfiles')
    .values({ userId: trainerId, ...values, photoBase64: null, photoType: null, photoVersion: null })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

/** Sets (or with nulls, removes) the photo; a new photo's version is one more than the last. */
export async function savePhotoRow(
  db: DbOrTx,
  trainerId: string,
  photo: { base64: string; type: string } | null,
  now: Date,
): Promise<number | null> {
  const before = await db
    .selectFrom('trainerProfiles')
    .select('photoVersion')
    .where('userId', '=', trainerId)
    .executeTakeFirst();
  // Removing keeps the last version, so the next photo's URL is one no browser has cached.
  const version = photo ? (before?.photoVersion ?? 0) + 1 : (before?.photoVersion ?? null);
  const values = {
    photoBase64: photo?.base64 ?? null,
    photoType: photo?.type ?? null,
    photoVersion: version,
    updatedAt: now.toISOString(),
  };
  await db
    .insertInto('trainerProfiles')
    .values({ userId: trainerId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
  return version;
}

/** The photo for the public route: one row by primary key. */
export function readPhoto(db: DbOrTx, trainerId: string) {
  return db
    .selectFrom('trainerProfiles')
    .innerJoin('users', 'users.id', 'trainerProfiles.userId')
    .select(['trainerProfiles.photoBase64', 'trainerProfiles.photoType', 'trainerProfiles.photoVersion'])
    .where('trainerProfiles.userId', '=', trainerId)
    .where('users.role', '=', 'trainer')
    .executeTakeFirst();
}
