// Saving a section of the settings: the fields, the version raised, and an event naming what changed
// (from and to, except free text and the logo's bytes), all in one transaction. The process that saved
// forgets its copy; every other process sees the new version with its next request.
import {
  CURRENCY_LOCKED,
  type GymSettings,
  type gymDetailsInput,
  type moneySettingsInput,
  type rulesInput,
  taxRateToBasisPoints,
} from '../../../shared/settings.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { recordEvent } from '../events/events.queries.js';
import { checkLogo } from './settings.logo.js';
import { moneyRecorded, type SettingsChanges, setLogoVersion, updateSettingsRow } from './settings.queries.js';
import type { SettingsStore } from './settings.store.js';

export interface SettingsActor {
  adminId: string;
  ip: string;
  now: Date;
}

type Section = 'gym' | 'money' | 'rules' | 'logo' | 'checklist' | 'members' | 'training';

export { CURRENCY_LOCKED };

/** The names of the fields whose value differs. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

async function save(
  deps: { db: DbOrTx; settings: SettingsStore },
  actor: SettingsActor,
  section: Section,
  change: { columns: SettingsChanges; detail: Record<string, unknown> },
): Promise<number> {
  const version = await inTransaction(deps.db, async (tx) => {
    const saved = await updateSettingsRow(tx, change.columns, actor.now);
    await recordEvent(tx, {
      type: 'admin.settings_changed',
      actorId: actor.adminId,
      ip: actor.ip,
      subject: section,
      detail: { ...change.detail, version: saved },
    });
    return saved;
  });
  deps.settings.forget();
  return version;
}

type Deps = { db: DbOrTx; settings: SettingsStore };

export async function saveGymDetails(
  deps: Deps,
  actor: SettingsActor,
  input: ReturnType<typeof gymDetailsInput.parse>,
): Promise<number> {
  const before = await deps.settings.current();
  const { hours, ...text } = input;
  return save(deps, actor, 'gym', {
    columns: { ...text, hoursJson: JSON.stringify(hours) },
    detail: { changed: changedFields(before as unknown as Record<string, unknown>, input) },
  });
}

export type MoneyOutcome = { ok: true; version: number } | { ok: false; reason: 'currency_locked' };

export async function saveMoneySettings(
  deps: Deps,
  actor: SettingsActor,
  input: ReturnType<typeof moneySettingsInput.parse>,
): Promise<MoneyOutcome> {
  const before = await deps.settings.current();
  return inTransaction(deps.db, async (tx) => {
    if (input.currency !== before.currency && (await moneyRecorded(tx))) {
      return { ok: false, reason: 'currency_locked' } as const;
    }
    const taxRateBasisPoints = taxRateToBasisPoints(input.taxRate);
    const version = await save({ ...deps, db: tx }, actor, 'money', {
      columns: {
        currency: input.currency,
        locale: input.locale,
        taxName: input.taxName,
        taxRateBp: taxRateBasisPoints,
        taxId: input.taxId,
        receiptFooter: input.receiptFooter,
      },
      detail: {
        from: { currency: before.currency, locale: before.locale, taxRateBasisPoints: before.taxRateBasisPoints },
        to: { currency: input.currency, locale: input.locale, taxRateBasisPoints },
      },
    });
    return { ok: true, version } as const;
  });
}

export async function saveRules(
  deps: Deps,
  actor: SettingsActor,
  input: ReturnType<typeof rulesInput.parse>,
): Promise<number> {
  const before = await deps.settings.current();
  const pick = (s: Pick<GymSettings, keyof typeof input>) => ({
    timeZone: s.timeZone,
    billingDueDays: s.billingDueDays,
    checkinGraceDays: s.checkinGraceDays,
    bookingCancelHours: s.bookingCancelHours,
  });
  return save(deps, actor, 'rules', { columns: input, detail: { from: pick(before), to: pick(input) } });
}

/** "Members": pause requests approved automatically or not, and when class reminders go out. */
export async function saveMemberRules(
  deps: Deps,
  actor: SettingsActor,
  input: { pauseAutoApprove: boolean; classReminderHours: number },
): Promise<number> {
  const before = await deps.settings.current();
  return save(deps, actor, 'members', {
    columns: { pauseAutoApprove: input.pauseAutoApprove ? 1 : 0, classReminderHours: input.classReminderHours },
    detail: {
      from: { pauseAutoApprove: before.pauseAutoApprove, classReminderHours: before.classReminderHours },
      to: input,
    },
  });
}

/** "Training": the unit loads are shown and typed in (they are stored in grams either way). */
export async function saveTrainingSettings(
  deps: Deps,
  actor: SettingsActor,
  input: { weightUnit: 'kg' | 'lb' },
): Promise<number> {
  const before = await deps.settings.current();
  return save(deps, actor, 'training', {
    columns: { weightUnit: input.weightUnit },
    detail: { from: { weightUnit: before.weightUnit }, to: input },
  });
}

export type LogoOutcome = { ok: true; version: number } | { ok: false; message: string };

export async function saveLogo(deps: Deps, actor: SettingsActor, base64: string): Promise<LogoOutcome> {
  const logo = checkLogo(base64);
  if (!logo.ok) return logo;
  // The logo's version is the settings version it is saved at, so its URL changes with it.
  const version = await inTransaction(deps.db, async (tx) => {
    const saved = await save({ ...deps, db: tx }, actor, 'logo', {
      columns: { logoBase64: logo.bytes.toString('base64'), logoType: logo.type },
      detail: { type: logo.type, bytes: logo.bytes.length },
    });
    await setLogoVersion(tx, saved);
    return saved;
  });
  return { ok: true, version };
}

export function removeLogo(deps: Deps, actor: SettingsActor): Promise<number> {
  return save(deps, actor, 'logo', {
    columns: { logoBase64: null, logoType: null, logoVersion: null },
    detail: { removed: true },
  });
}

export function setChecklistHidden(deps: Deps, actor: SettingsActor, hidden: boolean): Promise<number> {
  return save(deps, actor, 'checklist', { columns: { checklistHidden: hidden ? 1 : 0 }, detail: { hidden } });
}
