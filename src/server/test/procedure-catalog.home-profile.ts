// The procedures of Member home, My profile, email change and pause requests in the procedure catalog (procedure-catalog.ts): each with an input that
// succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
import type { ProcedureCase } from './procedure-catalog.js';

export const HOME_PROFILE_PROCEDURES: Record<string, ProcedureCase> = {};
