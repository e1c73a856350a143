// PT packs held by a member: member_passes with pass_use 'training' (member_passes_member_idx; a
// member holds a handful of passes).
import type { DbOrTx } from '../../db/schema.js';

/** At most this many packs in one answer, newest first. */
export const PACKS_MAX = 50;

export function packsOfMemberQuery(db: DbOrTx, memberId: string) {
  return db
    .selectFrom('memberPasses')
    .select(['id', 'name', 'visitsTotal', 'visitsUsed', 'startsOn', 'expiresOn', 'soldAt'])
    .where('memberId', '=', memberId)
    .where('passUse', '=', 'training')
    .orderBy('startsOn', 'desc')
    .orderBy('soldAt', 'desc')
    .limit(PACKS_MAX);
}

export interface PtPack {
  id: string;
  name: string;
  sessionsTotal: number | null;
  sessionsUsed: number;
  /** null: unlimited. */
  sessionsLeft: number | null;
  startsOn: string;
  expiresOn: string | null;
  /** Started, not expired, with a session left. */
  usable: boolean;
}

export async function packsOfMember(db: DbOrTx, memberId: string, today: string): Promise<PtPack[]> {
  const rows = await packsOfMemberQuery(db, memberId).execute();
  return rows.map((row) => {
    const sessionsLeft = row.visitsTotal === null ? null : Math.max(0, row.visitsTotal - row.visitsUsed);
    return {
      id: row.id,
      name: row.name,
      sessionsTotal: row.visitsTotal,
      sessionsUsed: row.visitsUsed,
      sessionsLeft,
      startsOn: row.startsOn,
      expiresOn: row.expiresOn,
      usable:
        row.startsOn <= today &&
        (row.expiresOn === null || row.expiresOn >= today) &&
        (sessionsLeft === null || sessionsLeft > 0),
    };
  });
}
