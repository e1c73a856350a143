// The procedures of mail preferences and group messages (subject, preview, merge fields) in the procedure catalog (procedure-catalog.ts): each with an input that
// succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
import { memberId } from './catalog-inputs.js';
import type { ProcedureCase } from './procedure-catalog.js';

const TO_ONE_MEMBER = { optional: ['audience', 'subject', 'withEmail'], alsoValid: { withEmail: [true] } };

export const MESSAGES_PROCEDURES: Record<string, ProcedureCase> = {
  'notifications.send': {
    validInput: async (c) => ({
      audience: 'member',
      memberId: await memberId(c),
      subject: 'Pool closed',
      message: 'Hello {first_name}, the pool is closed on Sunday.',
      withEmail: false,
      confirmedRecipients: 1,
    }),
    ...TO_ONE_MEMBER,
    optional: [...TO_ONE_MEMBER.optional, 'confirmedRecipients'],
  },
  'notifications.preview': {
    validInput: async (c) => ({
      audience: 'member',
      memberId: await memberId(c),
      subject: 'Pool closed',
      message: 'Hello {first_name}, you owe {balance} on {plan}.',
      withEmail: false,
    }),
    ...TO_ONE_MEMBER,
  },
};
