// Equipment forms and procedures. Quantity arrives as a number (the form converts the text box).
import * as z from 'zod/mini';
import { nameField } from './fields.js';

export const QUANTITY_MAX = 1_000_000;

export const QUANTITY_MESSAGES = {
  required: 'Quantity is required.',
  whole: 'Quantity must be a whole number.',
  range: 'Quantity must be between 0 and 1,000,000.',
} as const;

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

export const addEquipmentInput = z.strictObject({
  name: nameField,
  quantity: quantityField,
});

export const deleteEquipmentInput = z.strictObject({
  id: z.string().check(z.minLength(1, 'Choose equipment to delete.'), z.maxLength(100)),
});

export type AddEquipmentInput = z.infer<typeof addEquipmentInput>;
