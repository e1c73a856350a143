import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeDatabase, loadConfig } from './config.js';

function refusal(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.join(path.resolve('data'), 'gymdesk.db') });
    expect(config.databasePoolSize).toBe(10);
    expect(config.appUrl.href).toBe('http://localhost:3000/');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.admin).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it('derives APP_URL from PORT and keeps an explicit one', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl.href).toBe('http://localhost:8080/');
    expect(loadConfig({ APP_URL: 'https://gym.example' }).appUrl.origin).toBe('https://gym.example');
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['APP_URL', { APP_URL: 'ftp://x' }],
    ['APP_URL', { APP_URL: 'not a url' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'boss@gym.example', ADMIN_PASSWORD: '12345' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['GYM_TIMEZONE', { GYM_TIMEZONE: 'Mars/Olympus_Mons' }],
    ['BILLING_DUE_DAYS', { BILLING_DUE_DAYS: '-1' }],
    ['CHECKIN_GRACE_DAYS', { CHECKIN_GRACE_DAYS: 'a month' }],
    ['BOOKING_CANCEL_HOURS', { BOOKING_CANCEL_HOURS: '1000' }],
    ['CURRENCY', { CURRENCY: 'dollars' }],
  ])('names %s when its value is bad', (name, env) => {
    const error = refusal(env);
    expect(error.message).toContain(name);
  });

  it('takes ADMIN_EMAIL alone as where contact messages go, creating no account, and refuses a password alone', () => {
    const config = loadConfig({ ADMIN_EMAIL: 'Boss@Gym.Example' });
    expect([config.adminEmail, config.admin]).toEqual(['boss@gym.example', undefined]);
    expect(loadConfig({ ADMIN_EMAIL: 'boss@gym.example', ADMIN_PASSWORD: 'long enough' }).adminEmail).toBe(
      'boss@gym.example',
    );
    expect(refusal({ ADMIN_PASSWORD: 'long enough' }).message).toMatch(/ADMIN_PASSWORD needs ADMIN_EMAIL/);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', HOST: '', APP_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SMTP_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.appUrl.href).toBe('http://localhost:3000/');
    expect(config.admin).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('accepts a PostgreSQL DATABASE_URL, and never prints its password', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://gym:s3cret@db.internal:5432/gym', DATABASE_POOL_SIZE: '4' });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://gym:s3cret@db.internal:5432/gym' });
    expect(config.databasePoolSize).toBe(4);
    expect(describeDatabase(config.database)).toBe('postgres://gym:***@db.internal:5432/gym');
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/gym' }).database.dialect).toBe('postgres');
  });

  it.each([['mysql://db/gym'], ['sqlite:'], ['postgres://'], ['gym.db']])(
    'refuses DATABASE_URL %j with the forms it takes',
    (url) => {
      expect(refusal({ DATABASE_URL: url }).message).toMatch(/DATABASE_URL: must be sqlite:<file> or postgres:\/\//);
    },
  );

  it('refuses a DATABASE_POOL_SIZE outside 1..100', () => {
    expect(refusal({ DATABASE_POOL_SIZE: '0' }).message).toContain('DATABASE_POOL_SIZE');
    expect(refusal({ DATABASE_POOL_SIZE: 'many' }).message).toContain('DATABASE_POOL_SIZE');
  });

  it('accepts a sqlite DATABASE_URL as an absolute file', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:./gym.db' }).database).toEqual({
      dialect: 'sqlite',
      file: path.resolve('gym.db'),
    });
  });

  it('lower-cases and trims ADMIN_EMAIL and defaults ADMIN_NAME', () => {
    const config = loadConfig({ ADMIN_EMAIL: ' Boss@Gym.Example ', ADMIN_PASSWORD: 'long enough' });
    expect(config.admin).toEqual({ email: 'boss@gym.example', password: 'long enough', name: 'Administrator' });
  });

  it('allows changes from APP_URL and from ALLOWED_ORIGINS only', () => {
    expect(loadConfig({ APP_URL: 'https://gym.example/app' }).allowedOrigins).toEqual(['https://gym.example']);
    expect(
      loadConfig({ PORT: '8080', ALLOWED_ORIGINS: 'http://localhost:5173, https://www.gym.example' }).allowedOrigins,
    ).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://localhost:5173',
      'https://www.gym.example',
    ]);
    // A loopback APP_URL under any of its loopback names; another host only as it is.
    expect(loadConfig({ APP_URL: 'http://127.0.0.1:3000' }).allowedOrigins).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'http://[::1]:3000',
    ]);
    expect(loadConfig({ APP_URL: 'http://nas.local:3000' }).allowedOrigins).toEqual(['http://nas.local:3000']);
    for (const bad of ['gym.example', 'https://gym.example/path', 'ftp://gym.example', 'https://a.example,']) {
      expect(refusal({ ALLOWED_ORIGINS: bad }).message).toContain('ALLOWED_ORIGINS');
    }
  });

  it('takes the gym settings, with the documented defaults', () => {
    expect(loadConfig({}).settingsSeed).toEqual({
      timeZone: 'UTC',
      billingDueDays: 14,
      checkinGraceDays: 30,
      bookingCancelHours: 2,
      currency: 'USD',
    });
    const set = loadConfig({
      GYM_TIMEZONE: 'Europe/London',
      BILLING_DUE_DAYS: '7',
      CHECKIN_GRACE_DAYS: '0',
      BOOKING_CANCEL_HOURS: '24',
      CURRENCY: 'EUR',
    }).settingsSeed;
    expect(set).toEqual({
      timeZone: 'Europe/London',
      billingDueDays: 7,
      checkinGraceDays: 0,
      bookingCancelHours: 24,
      currency: 'EUR',
    });
  });

  it('reads SMTP settings', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://u:p@mail:587', MAIL_FROM: 'Gym <a@b.c>' });
    expect(config.smtpUrl).toBe('smtp://u:p@mail:587');
    expect(config.mailFrom).toBe('Gym <a@b.c>');
  });

  // What Fastify's trustProxy takes: a number of proxies in front (the client is that many entries
  // from the right of X-Forwarded-For), or the proxies' addresses. Never "trust every hop", which
  // would take the left-most entry: the one the client writes itself.
  it.each([
    ['false', false],
    ['0', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.7', ['10.0.0.7']],
    [' 10.0.0.0/8, 192.168.1.10 ,fd00::/8, ::1 ', ['10.0.0.0/8', '192.168.1.10', 'fd00::/8', '::1']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    'yes',
    'TRUE',
    '-1',
    '1.5',
    'nginx',
    '300.1.1.1',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.0/',
    '10.0.0.1,',
    '10.0.0.1,,10.0.0.2',
  ])('refuses TRUST_PROXY=%j, naming it and the forms it takes', (value) => {
    expect(refusal({ TRUST_PROXY: value }).message).toMatch(/TRUST_PROXY: must be false, true/);
  });
});

describe('online payments (STRIPE_*)', () => {
  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_51AbCdEfGh',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51AbCdEfGh',
    STRIPE_WEBHOOK_SECRET: 'whsec_AbCdEf123',
  };

  it('are off without any STRIPE_ key, and off when they are all empty', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe,
    ).toBeUndefined();
  });

  it('are on with all three keys, against Stripe itself unless STRIPE_API_URL names a stand-in', () => {
    expect(loadConfig(keys).stripe).toEqual({
      secretKey: 'sk_test_51AbCdEfGh',
      publishableKey: 'pk_test_51AbCdEfGh',
      webhookSecret: 'whsec_AbCdEf123',
      apiUrl: undefined,
    });
    const local = loadConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe;
    expect(local?.apiUrl?.href).toBe('http://127.0.0.1:12111/');
  });

  it('take live keys together, and restricted keys (rk_) as the secret', () => {
    const live = loadConfig({
      STRIPE_SECRET_KEY: 'rk_live_51Xyz',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_51Xyz',
      STRIPE_WEBHOOK_SECRET: 'whsec_live',
    });
    expect(live.stripe?.secretKey).toBe('rk_live_51Xyz');
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET'],
    ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'],
    ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY'],
  ] as const)('refuses %s alone, naming the ones missing', (only, missing) => {
    expect(refusal({ [only]: keys[only] }).message).toContain(`online payments need ${missing} too`);
  });

  it('refuses two of the three, naming the third', () => {
    const { STRIPE_WEBHOOK_SECRET: _left, ...two } = keys;
    expect(refusal(two).message).toContain('online payments need STRIPE_WEBHOOK_SECRET too');
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_test_51AbCdEfGh', 'must be a Stripe secret key'],
    ['STRIPE_SECRET_KEY', 'sk_51AbCdEfGh', 'must be a Stripe secret key'],
    ['STRIPE_SECRET_KEY', 'sk_test_ has space', 'must be a Stripe secret key'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_test_51AbCdEfGh', 'must be a Stripe publishable key'],
    ['STRIPE_WEBHOOK_SECRET', 'we_123', "must be the webhook endpoint's signing secret"],
  ] as const)('refuses %s=%j', (name, value, message) => {
    expect(refusal({ ...keys, [name]: value }).message).toContain(`${name}: ${message}`);
  });

  it('never prints a refused key back', () => {
    const message = refusal({ ...keys, STRIPE_SECRET_KEY: 'pk_live_leakyvalue' }).message;
    expect(message).not.toContain('leakyvalue');
  });

  it('refuses a test secret key with a live publishable key, and the other way round', () => {
    expect(refusal({ ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_live_51AbCdEfGh' }).message).toContain(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys',
    );
    expect(refusal({ ...keys, STRIPE_SECRET_KEY: 'sk_live_51AbCdEfGh' }).message).toContain('both live keys');
  });

  it('refuses a STRIPE_API_URL that is not a web address', () => {
    expect(refusal({ ...keys, STRIPE_API_URL: 'localhost:12111' }).message).toContain('STRIPE_API_URL');
  });
});
