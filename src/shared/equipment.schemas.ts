// Equipment forms and procedures. Quantity travels as a number; the forms read the text box with
// parseQuantityText, which accepts plain digits only, so "1e3", "1.5", "+5" or "0x10" are refused
// instead of becoming some number JavaScript's Number() would make of them.
import * as z from 'zod/mini';
import { isCalendarDate } from './calendar.js';
import { cleanText, idField, LIMITS, nameField } from './fields.js';

export const QUANTITY_MAX = 1_000_000;
export const SERVICE_INTERVAL_MAX = 3650;

export const QUANTITY_MESSAGES = {
  required: 'Quantity is required.',
  whole: 'Quantity must be a whole number.',
  range: 'Quantity must be between 0 and 1,000,000.',
} as const;

export const SERVICE_INTERVAL_MESSAGE = 'Service interval must be a whole number of days from 1 to 3650.';
export const NAME_TAKEN_MESSAGE = 'Equipment with this name already exists.';
export const EQUIPMENT_NOT_FOUND_MESSAGE = 'Equipment not found.';

/** A whole number 0..1,000,000. An empty number box gives NaN (or null over JSON): "required". */
export const quantityField = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
        ? QUANTITY_MESSAGES.required
        : QUANTITY_MESSAGES.whole,
  })
  .check(
    z.refine((n) => Number.isInteger(n), QUANTITY_MESSAGES.whole),
    z.refine((n) => n >= 0 && n <= QUANTITY_MAX, QUANTITY_MESSAGES.range),
  );

const DIGITS = /^[0-9]+$/;

/**
 * A form's text as the number quantityField checks: NaN when empty ("required"), the number for plain
 * digits (surrounding spaces allowed), and 0.5 — "not a whole number" — for anything else.
 */
export function parseQuantityText(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  return DIGITS.test(trimmed) ? Number(trimmed) : 0.5;
}

/** Days between services, or null for an item that needs none (the form's empty box). */
export const serviceIntervalField = z.nullable(
  z
    .number({ error: SERVICE_INTERVAL_MESSAGE })
    .check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= SERVICE_INTERVAL_MAX, SERVICE_INTERVAL_MESSAGE)),
);

/** The form's text: empty means no interval; otherwise plain digits like the quantity. */
export function parseServiceIntervalText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return DIGITS.test(trimmed) ? Number(trimmed) : 0.5;
}

const equipmentIdField = idField('Equipment', {
  missing: 'Choose the equipment.',
  unknown: EQUIPMENT_NOT_FOUND_MESSAGE,
});

const noteField = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(LIMITS.messageMax, `${label} must be at most 2,000 characters.`),
      cleanText(label, 'multi-line'),
    );

export const addEquipmentInput = z.strictObject({
  name: nameField,
  quantity: quantityField,
});

export const updateEquipmentInput = z.strictObject({
  id: equipmentIdField,
  name: nameField,
  quantity: quantityField,
  serviceIntervalDays: serviceIntervalField,
});

export const deleteEquipmentInput = z.strictObject({
  id: idField('Equipment', { missing: 'Choose equipment to delete.' }, { min: 1, max: 100 }),
});

export const EQUIPMENT_STATUSES = ['in_service', 'out_of_order'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];
export const EQUIPMENT_STATUS_LABELS: Record<EquipmentStatus, string> = {
  in_service: 'In service',
  out_of_order: 'Out of order',
};

export const setEquipmentStatusInput = z.strictObject({
  id: equipmentIdField,
  status: z.enum(EQUIPMENT_STATUSES, { error: 'Choose "In service" or "Out of order".' }),
});

export const logMaintenanceInput = z.strictObject({
  id: equipmentIdField,
  onDay: z.string().check(
    z.minLength(1, 'Date is required.'),
    z.refine((v) => isCalendarDate(v), 'Enter a valid date.'),
  ),
  note: noteField('Note'),
});

export const reportProblemInput = z.strictObject({
  id: equipmentIdField,
  note: noteField('Description'),
});

export const equipmentLogInput = z.strictObject({
  id: equipmentIdField,
  page: z._default(z.int().check(z.minimum(1), z.maximum(1_000_000)), 1),
  pageSize: z._default(z.int().check(z.minimum(1), z.maximum(100)), 10),
});

export type EquipmentLogKind = 'maintenance' | 'problem' | 'status';
export const EQUIPMENT_LOG_KIND_LABELS: Record<EquipmentLogKind, string> = {
  maintenance: 'Maintenance',
  problem: 'Problem reported',
  status: 'Status',
};

export type AddEquipmentInput = z.infer<typeof addEquipmentInput>;
export type UpdateEquipmentInput = z.infer<typeof updateEquipmentInput>;
export type LogMaintenanceInput = z.infer<typeof logMaintenanceInput>;
export type ReportProblemInput = z.infer<typeof reportProblemInput>;
