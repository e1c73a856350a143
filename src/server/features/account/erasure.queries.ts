// The statements of "Erase personal data": every place a closed member's personal data can live.
// The ledger (bills, payments, refunds, check-ins, bookings) keeps its rows; they point at the user
// row, which now carries "Former member #<n>". The erasure test scans every text column of every table
// afterwards, so a table added later that keeps personal data fails it until it is listed here.
import { sql } from 'kysely';
import { searchKey } from '../../../shared/search-key.js';
import type { DbOrTx } from '../../db/schema.js';

export interface PersonalData {
  userId: string;
  name: string;
  email: string | null;
  phone: string | null;
  emergencyContactName: string;
  emergencyContactPhone: string;
}

export function findPersonalData(
  db: DbOrTx,
  userId: string,
): Promise<(PersonalData & { role: string | null }) | undefined> {
  return db
    .selectFrom('users')
    .select(['id as userId', 'name', 'email', 'phone', 'emergencyContactName', 'emergencyContactPhone', 'role'])
    .where('id', '=', userId)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
}

/** The addresses the member used: their own events' (sign-up, sign-ins) and their waiver acceptances'. */
export async function addressesOf(db: DbOrTx, userId: string, email: string | null): Promise<string[]> {
  const own = await db
    .selectFrom('events')
    .select('ip')
    .distinct()
    .where((eb) => eb.or([eb('actorId', '=', userId), ...(email ? [eb('subject', '=', email)] : [])]))
    .where('ip', 'is not', null)
    .execute();
  return own.map((row) => row.ip as string);
}

/** The account itself: a former member's name, no way to sign in, nothing to reach them by. */
export async function eraseUserRow(db: DbOrTx, userId: string, formerName: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      name: formerName,
      email: null,
      phone: '',
      emergencyContactName: '',
      emergencyContactPhone: '',
      passwordHash: null,
      reminderEmails: 0,
      searchKey: `${searchKey(formerName)}\n`,
      closedAt: now,
    })
    .where('id', '=', userId)
    .execute();
  await db.updateTable('members').set({ name: formerName, email: null }).where('userId', '=', userId).execute();
  await db.updateTable('equipmentLog').set({ byName: formerName }).where('byUserId', '=', userId).execute();
  await db.updateTable('pauseRequests').set({ note: '' }).where('memberId', '=', userId).execute();
}

/** Rows that exist only for the person: sign-in, links, their card, their messages and notes. */
export async function deletePersonalRows(db: DbOrTx, person: PersonalData): Promise<void> {
  const { userId, email } = person;
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
  await db.deleteFrom('trustedDevices').where('userId', '=', userId).execute();
  await db.deleteFrom('passwordResetTokens').where('userId', '=', userId).execute();
  await db.deleteFrom('accountInvitations').where('userId', '=', userId).execute();
  await db.deleteFrom('emailChanges').where('userId', '=', userId).execute();
  await db.deleteFrom('calendarFeeds').where('userId', '=', userId).execute();
  await db.deleteFrom('paymentCustomers').where('memberId', '=', userId).execute();
  // A message sent to this member alone is about them (its log names them): it goes with them.
  const ownSends = db
    .selectFrom('notifications')
    .select('sendId')
    .where('memberId', '=', userId)
    .where('sendId', 'is not', null);
  const sendIds = (await ownSends.execute()).map((row) => row.sendId as string);
  await db.deleteFrom('notifications').where('memberId', '=', userId).execute();
  if (sendIds.length > 0) {
    await db.deleteFrom('notificationSends').where('id', 'in', sendIds).where('audience', '=', 'member').execute();
  }
  await db.deleteFrom('memberNotes').where('memberId', '=', userId).execute();
  // What they trained (sets, trainers' comments) and the programs made for them: theirs alone.
  // Appointments stay, like bills: they are what was billed or taken from a pack.
  await db.deleteFrom('workouts').where('memberId', '=', userId).execute();
  await db.deleteFrom('programs').where('memberId', '=', userId).execute();
  await db.updateTable('ptAppointments').set({ cancelReason: null }).where('memberId', '=', userId).execute();
  await db.deleteFrom('waiverAcceptances').where('userId', '=', userId).execute();
  await db.deleteFrom('memberRequests').where('userId', '=', userId).execute();
  await db.deleteFrom('idempotencyKeys').where('userId', '=', userId).execute();
  // A desk's stored answer for "Add member" names the member; a retry of it is long past.
  await db.deleteFrom('idempotencyKeys').where(contains('response', userId)).execute();
  if (email) {
    await db.deleteFrom('contactMessages').where('email', '=', email).execute();
    await db
      .deleteFrom('mailQueue')
      .where((eb) =>
        eb.or([
          eb('toAddress', '=', email),
          contains('subject', email),
          contains('bodyText', email),
          contains('bodyHtml', email),
        ]),
      )
      .execute();
    await db.deleteFrom('idempotencyKeys').where(contains('response', email)).execute();
  }
}

/**
 * The column holds the text, whatever its capitals (LIKE's own characters taken literally). Both
 * spellings are asked for: SQLite's lower() and LIKE fold only ASCII letters.
 */
function contains(column: string, text: string) {
  const pattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const ref = sql.ref(column);
  return sql<boolean>`(${ref} like ${pattern(text)} escape '\\' or lower(${ref}) like ${pattern(text.toLowerCase())} escape '\\')`;
}

/**
 * Events keep their type and time. Those by or about the person lose their address; any event whose
 * subject or detail holds the person's email, name, phone or addresses has those parts blanked.
 */
export async function scrubEvents(db: DbOrTx, person: PersonalData, addresses: string[]): Promise<void> {
  const { userId, email } = person;
  await db
    .updateTable('events')
    .set({ ip: null })
    .where((eb) =>
      eb.or([
        eb('actorId', '=', userId),
        ...(email ? [eb('subject', '=', email)] : []),
        ...(addresses.length > 0 ? [eb('ip', 'in', addresses)] : []),
      ]),
    )
    .execute();
  if (email) await db.updateTable('events').set({ subject: userId }).where('subject', '=', email).execute();
  const values = personalStrings(person, addresses);
  if (values.length === 0) return;
  const touched = await db
    .selectFrom('events')
    .select(['id', 'subject', 'detail'])
    .where((eb) => eb.or(values.flatMap((value) => [contains('detail', value), contains('subject', value)])))
    .execute();
  for (const row of touched) {
    await db
      .updateTable('events')
      .set({ subject: blank(row.subject, values), detail: blank(row.detail, values) })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Other free text that can quote the person: imported CSV rows and the payment provider's events. */
export async function scrubStoredDocuments(db: DbOrTx, person: PersonalData, addresses: string[]): Promise<void> {
  const values = personalStrings(person, addresses);
  if (values.length === 0) return;
  const imports = await db
    .selectFrom('memberImports')
    .select(['id', 'rowsJson'])
    .where((eb) => eb.or(values.map((value) => contains('rowsJson', value))))
    .execute();
  for (const row of imports) {
    await db
      .updateTable('memberImports')
      .set({ rowsJson: blank(row.rowsJson, values) ?? '[]' })
      .where('id', '=', row.id)
      .execute();
  }
  const webhooks = await db
    .selectFrom('webhookEvents')
    .select(['id', 'payload'])
    .where((eb) => eb.or(values.map((value) => contains('payload', value))))
    .execute();
  for (const row of webhooks) {
    await db
      .updateTable('webhookEvents')
      .set({ payload: blank(row.payload, values) ?? '{}' })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * The strings that identify the person, longest first (so a name inside an email goes with it), each
 * also as JSON writes it inside a string (a name with a quote), since details and payloads are JSON.
 */
function personalStrings(person: PersonalData, addresses: string[]): string[] {
  const values = [
    person.email,
    person.name,
    person.phone,
    person.emergencyContactName,
    person.emergencyContactPhone,
    ...addresses,
  ].filter((value): value is string => typeof value === 'string' && value.trim().length >= 3);
  const withJson = values.flatMap((value) => [value, JSON.stringify(value).slice(1, -1)]);
  return [...new Set(withJson)].sort((a, b) => b.length - a.length);
}

/** The text without any of the values, whatever their capitals. */
function blank(text: string | null, values: string[]): string | null {
  if (text === null) return null;
  let out = text;
  for (const value of values) out = out.replace(new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '');
  return out;
}
