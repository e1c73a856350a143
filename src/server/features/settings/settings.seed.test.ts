// The environment (GYM_TIMEZONE, CURRENCY, the due and grace days, the cancel hours) seeds the gym's
// settings on the first start only: afterwards Settings owns them, and a restart with other values in
// the environment changes nothing an administrator saved.
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createEmptyDatabase, type EmptyDatabase } from '../../test/databases.js';

let database: EmptyDatabase;
afterEach(() => database.drop());

async function start(env: Record<string, string>) {
  const databaseUrl = database.target.dialect === 'postgres' ? database.target.url : `sqlite:${database.target.file}`;
  const config = loadConfig({ DATA_DIR: database.dir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...env });
  return buildApp(config, { logger: false, clientDir: null });
}

describe('settings from the environment', () => {
  it('are taken on the first start, and left alone on every later one', async () => {
    database = await createEmptyDatabase();
    const first = await start({ GYM_TIMEZONE: 'Europe/Paris', CURRENCY: 'EUR', BILLING_DUE_DAYS: '10' });
    expect(await first.deps.settings.current()).toMatchObject({
      timeZone: 'Europe/Paris',
      currency: 'EUR',
      billingDueDays: 10,
      checkinGraceDays: 30,
      bookingCancelHours: 2,
    });
    await first.close();

    const later = await start({ GYM_TIMEZONE: 'Asia/Tokyo', CURRENCY: 'JPY', BILLING_DUE_DAYS: '3' });
    expect(await later.deps.settings.current()).toMatchObject({
      timeZone: 'Europe/Paris',
      currency: 'EUR',
      billingDueDays: 10,
    });
    await later.close();
  });
});
