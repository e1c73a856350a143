// The one way the app reads the gym's settings. Each process keeps a copy and knows from one number
// whether it is current: every signed-in request already reads the settings' version with its
// session (auth/kysely-adapter.ts), so a request costs no statement of its own unless the version
// moved — then the row is read once, for every request waiting on it. A request with no session
// (the public site, a background job) asks for the version alone. So a change saved by any process
// applies on every process at its next request, and nothing shared lives only in one process.
import {
  DEFAULT_GYM_NAME,
  DEFAULT_OPENING_HOURS,
  type GymSettings,
  type OpeningHours,
  type SettingsSeed,
} from '../../../shared/settings.schemas.js';
import type { Db } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { insertFirstSettings, readSettingsRow, readSettingsVersion, type SettingsRow } from './settings.queries.js';

export interface SettingsStore {
  /**
   * The settings as they are now. `knownVersion`: the version a statement this request ran anyway
   * has read (the session lookup); when the copy is at least that new, nothing is sent.
   */
  current(knownVersion?: number | null): Promise<GymSettings>;
  /** This process saved a change: the next read loads it. */
  forget(): void;
}

export function createSettingsStore(deps: { db: Db; clock: Clock; seed: SettingsSeed }): SettingsStore {
  let copy: GymSettings | null = null;
  let loading: Promise<GymSettings> | null = null;

  async function load(): Promise<GymSettings> {
    let row = await readSettingsRow(deps.db);
    if (!row) {
      await insertFirstSettings(deps.db, firstRow(deps.seed, deps.clock.now()));
      row = await readSettingsRow(deps.db);
    }
    if (!row) throw new Error('The gym settings row is missing after it was written');
    copy = settingsOf(row);
    return copy;
  }

  function reload(): Promise<GymSettings> {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  return {
    async current(knownVersion) {
      if (copy && knownVersion != null && knownVersion <= copy.version) return copy;
      if (copy && knownVersion == null && (await readSettingsVersion(deps.db)) === copy.version) return copy;
      return reload();
    },
    forget() {
      copy = null;
    },
  };
}

/**
 * The settings a fresh install starts with, without a database (the demo seed and the benchmarks
 * compute with them before the app has written its row).
 */
export function settingsFromSeed(seed: SettingsSeed, now = new Date()): GymSettings {
  return settingsOf({
    ...firstRow(seed, now),
    id: 1,
    version: 1,
    checklistHidden: 0,
    waiverText: '',
    waiverVersion: 0,
    waiverUpdatedAt: null,
    pauseAutoApprove: 0,
    classReminderHours: 3,
    weightUnit: 'kg',
  });
}

/** The row a fresh install starts with: the spec's hours, the environment's rules, nothing invented. */
function firstRow(seed: SettingsSeed, now: Date) {
  return {
    name: seed.name ?? DEFAULT_GYM_NAME,
    tagline: '',
    street: '',
    city: '',
    phone: '',
    email: '',
    website: '',
    about: '',
    hoursJson: JSON.stringify(DEFAULT_OPENING_HOURS),
    logoBase64: null,
    logoType: null,
    logoVersion: null,
    currency: seed.currency,
    locale: seed.locale ?? 'en-US',
    taxName: '',
    taxRateBp: 0,
    taxId: '',
    receiptFooter: '',
    timeZone: seed.timeZone,
    billingDueDays: seed.billingDueDays,
    checkinGraceDays: seed.checkinGraceDays,
    bookingCancelHours: seed.bookingCancelHours,
    updatedAt: now.toISOString(),
  };
}

function hoursOf(json: string): OpeningHours {
  try {
    return { ...DEFAULT_OPENING_HOURS, ...(JSON.parse(json) as Partial<OpeningHours>) };
  } catch {
    return DEFAULT_OPENING_HOURS;
  }
}

export function settingsOf(row: SettingsRow): GymSettings {
  return {
    version: row.version,
    name: row.name,
    tagline: row.tagline,
    street: row.street,
    city: row.city,
    phone: row.phone,
    email: row.email,
    website: row.website,
    about: row.about,
    hours: hoursOf(row.hoursJson),
    logo: row.logoType && row.logoVersion !== null ? { type: row.logoType, version: row.logoVersion } : null,
    currency: row.currency,
    locale: row.locale,
    taxName: row.taxName,
    taxRateBasisPoints: row.taxRateBp,
    taxId: row.taxId,
    receiptFooter: row.receiptFooter,
    timeZone: row.timeZone,
    billingDueDays: row.billingDueDays,
    checkinGraceDays: row.checkinGraceDays,
    bookingCancelHours: row.bookingCancelHours,
    checklistHidden: row.checklistHidden === 1,
    waiver: { text: row.waiverText, version: row.waiverVersion, updatedAt: row.waiverUpdatedAt },
    pauseAutoApprove: row.pauseAutoApprove === 1,
    classReminderHours: row.classReminderHours,
    weightUnit: row.weightUnit,
  };
}
