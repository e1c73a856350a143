// The procedures of Settings → Online payments in the procedure catalog (procedure-catalog.ts): each with an input that
// succeeds. Who may call them is the permission table's (src/shared/permissions.ts).
// testConnection succeeds only with online payments on: the permission matrix gives its deps a
// gateway to the Stripe stand-in.
import type { ProcedureCase } from './procedure-catalog.js';

export const GATEWAY_SETTINGS_PROCEDURES: Record<string, ProcedureCase> = {
  'onlinePayments.settings': {},
  'onlinePayments.testConnection': {},
};
