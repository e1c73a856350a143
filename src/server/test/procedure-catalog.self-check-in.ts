// The procedures of the self check-in screen and the trainers' own sessions in the procedure catalog (procedure-catalog.ts): each with an input
// that succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
import type { ProcedureCase } from './procedure-catalog.js';

export const SELF_CHECK_IN_PROCEDURES: Record<string, ProcedureCase> = {};
