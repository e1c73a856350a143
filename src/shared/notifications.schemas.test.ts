// Merge fields as the form and the server read them: which braces are fields, which are refused, and
// what a filled-in text says.
import { describe, expect, it } from 'vitest';
import { fillMergeFields, hasMergeFields, sendNotificationInput, unknownMergeFields } from './notifications.schemas.js';

const values = { first_name: 'Maya', balance: '$42.50', plan: 'Gold' };

describe('merge fields', () => {
  it.each([
    ['Hello {first_name}, you owe {balance} on {plan}.', 'Hello Maya, you owe $42.50 on Gold.'],
    ['{first_name}{first_name}', 'MayaMaya'],
    ['No fields at all.', 'No fields at all.'],
    ['Prices {from $10} :-}', 'Prices {from $10} :-}'],
    ['A $ in a value is not a pattern: {balance}', 'A $ in a value is not a pattern: $42.50'],
  ])('fills %j as %j', (text, filled) => {
    expect(fillMergeFields(text, values)).toBe(filled);
  });

  it.each([
    ['Hi {frist_name}', ['{frist_name}']],
    ['Hi {First_Name} and {first name} and {first_name}', ['{First_Name}', '{first name}']],
    ['{x}{x}', ['{x}']],
    ['{}', ['{}']],
    ['Prices {from $10}', []],
  ])('finds the unknown fields of %j', (text, unknown) => {
    expect(unknownMergeFields(text)).toEqual(unknown);
  });

  it('says whether a text asks for any field', () => {
    expect(hasMergeFields('Hi {plan}')).toBe(true);
    expect(hasMergeFields('Hi {from $10}')).toBe(false);
  });

  it('refuses a message or subject with an unknown field, naming it and the fields there are', () => {
    const result = sendNotificationInput.safeParse({ memberId: 'u-1', subject: 'For {name}', message: 'Hi {Plan}' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['subject', 'Subject has an unknown merge field {name}. Use {first_name}, {balance} or {plan}.'],
      ['message', 'Message has an unknown merge field {Plan}. Use {first_name}, {balance} or {plan}.'],
    ]);
  });
});
