import type { Generated } from 'kysely';

/** A trainer's public face on the Services page (one row per trainer, made on first save). */
export interface TrainerProfilesTable {
  userId: string;
  bio: Generated<string>;
  /** A JSON array of short phrases ("Strength", "Pre- and postnatal"). */
  specialtiesJson: Generated<string>;
  photoBase64: string | null;
  photoType: string | null;
  /** Bumped at each new photo: its URL carries it, so browsers never show a stale one. */
  photoVersion: number | null;
  /** 1: listed on the public Services page. */
  showOnWebsite: Generated<number>;
  updatedAt: string;
}

/** One weekly window a trainer can be booked in: an ISO weekday and 'HH:MM' on the gym's wall clock. */
export interface TrainerAvailabilityTable {
  id: string;
  trainerId: string;
  weekday: number;
  startTime: string;
  endTime: string;
  createdAt: string;
}

/** A whole day (gym's calendar) a trainer is away: no slots that day. */
export interface TrainerTimeOffTable {
  id: string;
  trainerId: string;
  day: string;
  note: Generated<string>;
  createdAt: string;
}

/** A personal-training service members book: "60-minute session", its length and price. */
export interface PtServicesTable {
  id: string;
  name: string;
  /** searchKey(name): names are unique whatever their case and accents. */
  nameKey: string;
  description: Generated<string>;
  /** A multiple of 15 (the slot grid), 15–240. */
  durationMinutes: number;
  /** Integer minor units; billed when the member does not pay from a PT pack. */
  priceCents: number;
  /** Billed to the member when the trainer marks "No-show"; 0: none. */
  noShowFeeCents: Generated<number>;
  archivedAt: string | null;
  createdAt: string;
}

export interface TrainersTables {
  trainerProfiles: TrainerProfilesTable;
  trainerAvailability: TrainerAvailabilityTable;
  trainerTimeOff: TrainerTimeOffTable;
  ptServices: PtServicesTable;
}
