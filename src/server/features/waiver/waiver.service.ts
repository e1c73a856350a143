// The waiver's rules in one place: whether a member still has to accept the current version (asked at
// the next sign-in, and booking refuses until then), recording an acceptance, and saving the text.
import { hasWaiver, type Waiver } from '../../../shared/waiver.schemas.js';
import type { DbOrTx } from '../../db/schema.js';
import { inTransaction } from '../../db/transactions.js';
import { recordEvent } from '../events/events.queries.js';
import type { SettingsStore } from '../settings/settings.store.js';
import { hasAcceptedVersion, insertWaiverAcceptance, saveWaiverText } from './waiver.queries.js';

/** True when the gym has a waiver and this member has not accepted its current version. */
export async function waiverPending(db: DbOrTx, waiver: Waiver, userId: string): Promise<boolean> {
  if (!hasWaiver(waiver)) return false;
  return !(await hasAcceptedVersion(db, userId, waiver.version));
}

/** Records an acceptance; call it inside the transaction that creates or changes the account. */
export async function recordWaiverAcceptance(
  tx: DbOrTx,
  acceptance: { userId: string; version: number; typedName: string; ip: string | null; now: Date },
): Promise<void> {
  await insertWaiverAcceptance(tx, {
    userId: acceptance.userId,
    version: acceptance.version,
    typedName: acceptance.typedName.trim(),
    acceptedAt: acceptance.now.toISOString(),
    ip: acceptance.ip,
  });
}

export async function saveWaiver(
  deps: { db: DbOrTx; settings: SettingsStore },
  actor: { adminId: string; ip: string; now: Date },
  text: string,
): Promise<{ changed: boolean }> {
  const saved = await inTransaction(deps.db, async (tx) => {
    const version = await saveWaiverText(tx, text, actor.now);
    if (version === null) return null;
    await recordEvent(tx, {
      type: 'admin.settings_changed',
      actorId: actor.adminId,
      ip: actor.ip,
      subject: 'waiver',
      detail: { changed: ['waiver'], removed: text === '', version },
    });
    return version;
  });
  if (saved !== null) deps.settings.forget();
  return { changed: saved !== null };
}
