import { describe, expect, it } from 'vitest';
import {
  addEquipmentInput,
  parseQuantityText,
  parseServiceIntervalText,
  QUANTITY_MESSAGES,
  SERVICE_INTERVAL_MESSAGE,
  updateEquipmentInput,
} from './equipment.schemas.js';

function quantityMessage(text: string): string | undefined {
  const result = addEquipmentInput.safeParse({ name: 'Bench', quantity: parseQuantityText(text) });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('parseQuantityText', () => {
  it.each([
    ['0', 0],
    ['12', 12],
    [' 12 ', 12],
    ['007', 7],
    ['1000000', 1_000_000],
  ])('reads %j as %d', (text, quantity) => {
    expect(parseQuantityText(text)).toBe(quantity);
    expect(quantityMessage(text)).toBeUndefined();
  });

  it.each(['1e3', '1.5', ' 12abc', '+5', '0x10', '-1', '1,000', '١٢'])('refuses %j as not a whole number', (text) => {
    expect(quantityMessage(text)).toBe(QUANTITY_MESSAGES.whole);
  });

  it('calls an empty box required and big numbers out of range', () => {
    expect(quantityMessage('')).toBe(QUANTITY_MESSAGES.required);
    expect(quantityMessage('   ')).toBe(QUANTITY_MESSAGES.required);
    expect(quantityMessage('1000001')).toBe(QUANTITY_MESSAGES.range);
    expect(quantityMessage('99999999999999999999999')).toBe(QUANTITY_MESSAGES.range);
  });
});

describe('parseServiceIntervalText', () => {
  const parse = (text: string) =>
    updateEquipmentInput.safeParse({
      id: 'e1',
      name: 'Bench',
      quantity: 1,
      serviceIntervalDays: parseServiceIntervalText(text),
    });

  it('reads an empty box as no interval and digits as days', () => {
    expect(parse('')).toMatchObject({ success: true, data: { serviceIntervalDays: null } });
    expect(parse(' 90 ')).toMatchObject({ success: true, data: { serviceIntervalDays: 90 } });
  });

  it.each(['0', '3651', '1e2', '7.5', 'weekly'])('refuses %j', (text) => {
    expect(parse(text).error?.issues[0]?.message).toBe(SERVICE_INTERVAL_MESSAGE);
  });
});
