// The JSON of "Download my data", written as a sequence of pieces: the single facts first, then each
// list a keyset page at a time, so a large history never sits in memory nor holds the event loop.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DbOrTx } from '../../db/schema.js';
import { calendarFeedOf, closureOf, listsOf, membershipOf, profileOf, savedCardOf } from './my-data.queries.js';

const CHUNK = 500;

export async function* myDataJson(db: DbOrTx, userId: string, now: Date): AsyncGenerator<string> {
  const profile = await profileOf(db, userId);
  if (!profile) return;
  const head = {
    exportedAt: now.toISOString(),
    profile,
    mailPreferences: { reminderEmails: profile.reminderEmails === 1 },
    membership: (await membershipOf(db, userId)) ?? null,
    savedCard: (await savedCardOf(db, userId)) ?? null,
    calendarFeed: (await calendarFeedOf(db, userId)) ?? null,
    accountClosure: (await closureOf(db, userId)) ?? null,
  };
  const opening = JSON.stringify(head, null, 2);
  yield opening.slice(0, -2); // without the closing "\n}", so the lists follow inside the object
  for (const [name, pageOf] of listsOf(db, userId, profile.email)) {
    yield `,\n  ${JSON.stringify(name)}: [`;
    let after: string | null = null;
    let first = true;
    for (;;) {
      const rows = await pageOf(after, CHUNK);
      if (rows.length === 0) break;
      const lines = rows.map((row) => `\n    ${JSON.stringify(row)}`);
      yield (first ? '' : ',') + lines.join(',');
      first = false;
      after = (rows.at(-1) as { id: string }).id;
      if (rows.length < CHUNK) break;
      // The stream asks for the next piece at once while its buffer has room: give other requests a turn.
      await nextTurn();
    }
    yield first ? ']' : '\n  ]';
  }
  yield '\n}\n';
}
