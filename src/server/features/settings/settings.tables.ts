import type { Generated } from 'kysely';
import type { LogoType } from '../../../shared/settings.schemas.js';
import type { WeightUnit } from '../../../shared/weights.js';

/** The one row of the gym's settings (id 1); see migration 0012. */
export interface GymSettingsTable {
  id: number;
  version: number;
  name: string;
  tagline: string;
  street: string;
  city: string;
  phone: string;
  email: string;
  website: string;
  about: string;
  /** OpeningHours as JSON. */
  hoursJson: string;
  logoBase64: string | null;
  logoType: LogoType | null;
  /** The settings version the logo was saved at: its URL carries it. */
  logoVersion: number | null;
  currency: string;
  locale: string;
  taxName: string;
  taxRateBp: number;
  taxId: string;
  receiptFooter: string;
  timeZone: string;
  billingDueDays: number;
  checkinGraceDays: number;
  bookingCancelHours: number;
  checklistHidden: Generated<number>;
  /** The waiver members accept; version 0 = the gym has none. A new version asks everyone again. */
  waiverText: Generated<string>;
  waiverVersion: Generated<number>;
  waiverUpdatedAt: Generated<string | null>;
  /** 1: a member's pause request is approved at once; 0: an admin decides. */
  pauseAutoApprove: Generated<number>;
  classReminderHours: Generated<number>;
  /** Loads are shown and typed in this unit; they are stored in grams. */
  weightUnit: Generated<WeightUnit>;
  updatedAt: string;
}

export interface SettingsTables {
  gymSettings: GymSettingsTable;
}
