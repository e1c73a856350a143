// The procedures of the waiver, Download my data, Close my account and the calendar feed in the procedure catalog (procedure-catalog.ts): each with an input that
// succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
import type { ProcedureCase } from './procedure-catalog.js';

export const ACCOUNT_DATA_PROCEDURES: Record<string, ProcedureCase> = {};
