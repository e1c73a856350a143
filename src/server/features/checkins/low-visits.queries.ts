// "Pass nearly used up": claimed on the pass in one conditional statement, so however many check-ins
// happen at once the notice goes once per pass.
import type { DbOrTx } from '../../db/schema.js';

/** A pass is nearly used up when this many visits or fewer are left. */
export const LOW_VISITS = 2;

/** Claims the notice when the pass has LOW_VISITS or fewer visits left; undefined when not (or already sent). */
export async function claimLowVisitsNotice(tx: DbOrTx, passId: string, now: Date) {
  return tx
    .updateTable('memberPasses')
    .set({ lowVisitsNoticeAt: now.toISOString() })
    .where('id', '=', passId)
    .where('lowVisitsNoticeAt', 'is', null)
    .where('visitsTotal', 'is not', null)
    .where((eb) => eb(eb('visitsTotal', '-', eb.ref('visitsUsed')), '<=', LOW_VISITS))
    .returning(['memberId', 'name', 'visitsTotal', 'visitsUsed', 'expiresOn'])
    .executeTakeFirst();
}
