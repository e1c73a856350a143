import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
    expect(config.databaseFile).toBe(path.join(path.resolve('data'), 'gymdesk.db'));
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
  ])('names %s when its value is bad', (name, env) => {
    const error = refusal(env);
    expect(error.message).toContain(name);
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD, and the reverse', () => {
    expect(refusal({ ADMIN_EMAIL: 'boss@gym.example' }).message).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(refusal({ ADMIN_PASSWORD: 'long enough' }).message).toMatch(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', HOST: '', APP_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SMTP_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.appUrl.href).toBe('http://localhost:3000/');
    expect(config.admin).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('refuses a PostgreSQL DATABASE_URL with a clear message', () => {
    const error = refusal({ DATABASE_URL: 'postgres://user:pw@db:5432/gym' });
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).toMatch(/only sqlite/i);
  });

  it('accepts a sqlite DATABASE_URL as an absolute file', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:./gym.db' }).databaseFile).toBe(path.resolve('gym.db'));
  });

  it('lower-cases and trims ADMIN_EMAIL and defaults ADMIN_NAME', () => {
    const config = loadConfig({ ADMIN_EMAIL: ' Boss@Gym.Example ', ADMIN_PASSWORD: 'long enough' });
    expect(config.admin).toEqual({ email: 'boss@gym.example', password: 'long enough', name: 'Administrator' });
  });

  it('reads TRUST_PROXY and SMTP settings', () => {
    const config = loadConfig({ TRUST_PROXY: 'true', SMTP_URL: 'smtp://u:p@mail:587', MAIL_FROM: 'Gym <a@b.c>' });
    expect(config.trustProxy).toBe(true);
    expect(config.smtpUrl).toBe('smtp://u:p@mail:587');
    expect(config.mailFrom).toBe('Gym <a@b.c>');
  });
});
