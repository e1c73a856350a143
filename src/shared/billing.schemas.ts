import * as z from 'zod/mini';
import { memberIdField } from './members.schemas.js';
import { amountField } from './money.js';

export const createBillInput = z.strictObject({
  memberId: memberIdField,
  amount: amountField,
});

export type CreateBillInput = z.infer<typeof createBillInput>;
