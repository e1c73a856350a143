// One imported row checked as "Add member" checks its form (the same name, email and phone fields),
// with the plan found by its name, the join date read as ISO or the gym's way, and the opening balance
// as an amount in the gym's currency. A cell a spreadsheet would run as a formula is refused rather
// than quietly changed: the owner sees the row and fixes the source.
import * as z from 'zod/mini';
import { OPENING_BALANCE_RULE, readCanonicalAmount } from '../../../shared/amount-fields.js';
import { emailField, nameField } from '../../../shared/fields.js';
import type { GymFormat } from '../../../shared/format.js';
import { numericDateStyle, readImportDate } from '../../../shared/member-import.schemas.js';
import { addMemberInput } from '../../../shared/passes.schemas.js';
import { searchKey } from '../../../shared/search-key.js';
import { COLUMN_TITLES, type ImportCells, type ImportColumn } from './import-file.js';

/** A row that passed: what the import writes for it. */
export interface AcceptedRow {
  row: number;
  name: string;
  email: string;
  phone: string | null;
  planId: string;
  /** The gym's day they joined ('YYYY-MM-DD'). */
  joinDate: string;
  /** What they owed when they moved in, in minor units; 0 for nothing. */
  openingCents: number;
}

export interface PlanChoice {
  id: string;
  name: string;
  archived: boolean;
  isPass: boolean;
}

export interface RowContext {
  format: GymFormat;
  /** Plans by their folded name. */
  plans: Map<string, PlanChoice>;
  defaultPlan: PlanChoice;
  /** The gym's today: a join date may not be after it. */
  today: string;
}

// A leading = or @ is a formula whatever follows; + and - only when no number follows (a phone
// number '+44 20 …' and an amount '-5' are data).
const FORMULA = /^(?:[=@]|[+-](?![\d\s(.]))/;
const phoneField = addMemberInput.shape.phone;
/** The ' our own CSVs (and other careful exporters) put before a cell that starts like a formula. */
const EXPORT_MARK = /^'(?=[=+\-@\t\r])/;

/** A file exported by Palaestra comes back in as it went out: "'+1 555 0100" is the phone "+1 555 0100". */
function withoutExportMarks(cells: ImportCells): ImportCells {
  const plain: ImportCells = {};
  for (const [column, value] of Object.entries(cells) as [ImportColumn, string][]) {
    plain[column] = value.trim().replace(EXPORT_MARK, '');
  }
  return plain;
}

function firstMessage(result: { success: false; error: { issues: ReadonlyArray<{ message: string }> } }): string {
  return result.error.issues[0]?.message ?? 'This value is not valid.';
}

/** The row checked, or the reason it is refused. */
export function checkRow(
  cells: ImportCells,
  ctx: RowContext,
): { ok: true; row: Omit<AcceptedRow, 'row'> } | { ok: false; reason: string } {
  cells = withoutExportMarks(cells);
  for (const [column, value] of Object.entries(cells) as [ImportColumn, string][]) {
    if (FORMULA.test(value.trim())) {
      return {
        ok: false,
        reason: `${COLUMN_TITLES[column]} starts with "${value.trim().charAt(0)}", which a spreadsheet runs as a formula: remove it from the file.`,
      };
    }
  }
  const name = nameField.safeParse(cells.name ?? '');
  if (!name.success) return { ok: false, reason: firstMessage(name) };
  const email = emailField.safeParse(cells.email ?? '');
  if (!email.success) return { ok: false, reason: firstMessage(email) };
  const phone = phoneField.safeParse(cells.phone ?? '');
  if (!phone.success) return { ok: false, reason: firstMessage(phone) };

  const planName = (cells.plan ?? '').trim();
  let plan = ctx.defaultPlan;
  if (planName !== '') {
    const found = ctx.plans.get(searchKey(planName));
    if (!found) return { ok: false, reason: `There is no plan called "${planName}".` };
    if (found.archived) return { ok: false, reason: `The plan "${found.name}" is archived.` };
    if (found.isPass)
      return { ok: false, reason: `"${found.name}" is a pass: sell passes at the desk after the import.` };
    plan = found;
  }

  const dateText = (cells.joinDate ?? '').trim();
  let joinDate = ctx.today;
  if (dateText !== '') {
    const day = readImportDate(dateText, ctx.format.locale);
    if (!day) {
      const { example } = numericDateStyle(ctx.format.locale);
      return { ok: false, reason: `Join date "${dateText}" is not a date: write it as 2026-11-26 or ${example}.` };
    }
    if (day > ctx.today) return { ok: false, reason: 'Join date cannot be in the future.' };
    joinDate = day;
  }

  const amount = readOpeningBalance(cells.openingBalance ?? '', ctx.format);
  if (!amount.ok) return amount;
  return {
    ok: true,
    row: {
      name: name.data,
      email: email.data,
      phone: phone.data ? phone.data : null,
      planId: plan.id,
      joinDate,
      openingCents: amount.minor,
    },
  };
}

const openingBalanceText = z.string().check(z.trim());

/** Blank or 0: nothing owed. Otherwise an amount the gym's locale reads, not negative. */
function readOpeningBalance(
  text: string,
  format: GymFormat,
): { ok: true; minor: number } | { ok: false; reason: string } {
  const trimmed = openingBalanceText.parse(text);
  if (trimmed === '') return { ok: true, minor: 0 };
  const minor = format.parseAmount(trimmed);
  if (minor === null) {
    return {
      ok: false,
      reason: `Opening balance "${trimmed}" is not an amount: write it like ${format.amountText(1250)}.`,
    };
  }
  const checked = readCanonicalAmount(format.canonicalAmount(minor), OPENING_BALANCE_RULE, format);
  return checked.ok ? checked : { ok: false, reason: checked.message };
}
