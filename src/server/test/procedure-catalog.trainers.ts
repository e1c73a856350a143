// The procedures of Trainer profiles, availability, services and PT packs in the procedure catalog (procedure-catalog.ts): each with an input that
// succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
import type { ProcedureCase } from './procedure-catalog.js';

export const TRAINERS_PROCEDURES: Record<string, ProcedureCase> = {
  // (cases go here)
};
