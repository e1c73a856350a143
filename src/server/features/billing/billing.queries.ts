import type { Page } from '../../../shared/pagination.js';
import type { DbOrTx } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';

export interface Bill {
  id: string;
  memberId: string;
  amountCents: number;
  date: string;
}

export async function insertBill(
  db: DbOrTx,
  bill: { memberId: string; amountCents: number; createdBy: string },
): Promise<Bill> {
  const row = { id: newId(), memberId: bill.memberId, amountCents: bill.amountCents, date: nowIso() };
  await db
    .insertInto('bills')
    .values({ ...row, createdBy: bill.createdBy })
    .execute();
  return row;
}

/** One page of a member's bills, newest first (bills_member_id_date_idx), un-executed; id settles equal dates. */
export function memberBillsPageQuery(db: DbOrTx, memberId: string, paging: { page: number; pageSize: number }) {
  return db
    .selectFrom('bills')
    .where('memberId', '=', memberId)
    .select(['id', 'amountCents', 'date'])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

export async function listBillsForMember(
  db: DbOrTx,
  memberId: string,
  paging: { page: number; pageSize: number },
): Promise<Page<Omit<Bill, 'memberId'>>> {
  const [items, count] = await Promise.all([
    memberBillsPageQuery(db, memberId, paging).execute(),
    db
      .selectFrom('bills')
      .where('memberId', '=', memberId)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total), page: paging.page, pageSize: paging.pageSize };
}
