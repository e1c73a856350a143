// Records: named entries admins add and delete, and any approved account searches by name prefix.
import * as z from 'zod/mini';
import { cleanText, idField, LIMITS, nameField } from './fields.js';
import { pageFields } from './pagination.js';

export const addRecordInput = z.strictObject({ name: nameField });

export const deleteRecordInput = z.strictObject({
  id: idField('Record', { missing: 'Choose a record to delete.' }, { min: 1, max: 100 }),
});

export const searchRecordsInput = z.strictObject({
  prefix: z
    .string({ error: 'Enter text to search.' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter text to search.'),
      z.maxLength(LIMITS.nameMax, `Search text must be at most ${LIMITS.nameMax} characters.`),
      cleanText('Search text'),
    ),
  ...pageFields,
});

export type AddRecordInput = z.infer<typeof addRecordInput>;
export type SearchRecordsInput = z.infer<typeof searchRecordsInput>;
