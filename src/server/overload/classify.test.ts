// The one table of what is heavy, and the admission policy as a table of states and answers.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMISSION_LIMITS, decideAdmission } from './admission.js';
import { classifyRequest } from './classify.js';

describe('classifyRequest', () => {
  it.each([
    ['/healthz', 'probe'],
    ['/trpc/reports.financial?input=%7B%7D', 'heavy'],
    // One short index range each (kept balances): as cheap as a member's page.
    [`/trpc/members.list?input=${encodeURIComponent('{"page":2,"sort":"balance"}')}`, 'normal'],
    ['/trpc/dashboard.keyNumbers', 'normal'],
    ['/trpc/bills.runNow', 'heavy'],
    ['/trpc/memberImport.confirm', 'heavy'],
    // A batch is as heavy as its heaviest call.
    ['/trpc/auth.session,reports.aging?batch=1', 'heavy'],
    ['/trpc/auth.session%2Creports.aging?batch=1', 'heavy'],
    ['/reports/attendance.csv?startDate=2026-11-01', 'heavy'],
    ['/reports/aging.csv', 'heavy'],
    ['/exports/members.csv', 'heavy'],
    ['/exports/gym.zip', 'heavy'],
    ['/uploads/member-import', 'heavy'],
    ['/trpc/auth.session,memberHome.get?batch=1', 'normal'],
    ['/trpc/checkIns.checkInMember', 'normal'],
    ['/trpc/members.get', 'normal'],
    ['/trpc/%E0%A4%A', 'normal'],
    ['/webhooks/stripe', 'normal'],
    ['/member', 'normal'],
    ['/assets/index-abc123.js', 'normal'],
  ] as const)('%s is %s', (url, kind) => {
    expect(classifyRequest(url)).toBe(kind);
  });
});

describe('decideAdmission', () => {
  const limits = {
    ...DEFAULT_ADMISSION_LIMITS,
    maxInFlight: 40,
    maxHeavyInFlight: 2,
    maxLagMs: 100,
  };
  const calm = { inFlight: 0, heavyInFlight: 0, lagMs: 0, calmForMs: Number.POSITIVE_INFINITY, recentArrivals: 0 };

  it.each([
    ['normal', calm, true],
    ['heavy', calm, true],
    ['normal', { ...calm, inFlight: 39 }, true],
    ['normal', { ...calm, inFlight: 40 }, false],
    ['normal', { ...calm, lagMs: 99, recentArrivals: 50 }, true],
    ['normal', { ...calm, lagMs: 100, recentArrivals: 50 }, false],
    // A slow loop with few callers (a process starting, a background job): refusing them helps no one.
    ['normal', { ...calm, lagMs: 1_000, recentArrivals: 49 }, true],
    // Heavy work gives way at half the lag and half the requests in flight.
    ['heavy', { ...calm, lagMs: 49, recentArrivals: 50 }, true],
    ['heavy', { ...calm, lagMs: 50, recentArrivals: 50 }, false],
    ['heavy', { ...calm, lagMs: 1_000, recentArrivals: 49 }, true],
    ['heavy', { ...calm, inFlight: 19 }, true],
    ['heavy', { ...calm, inFlight: 20 }, false],
    ['heavy', { ...calm, heavyInFlight: 2, inFlight: 2 }, false],
    ['heavy', { ...calm, heavyInFlight: 1, inFlight: 1 }, true],
    // A member refused a moment ago: the heavy work waits until it has been calm for a while.
    ['heavy', { ...calm, calmForMs: 4_999 }, false],
    ['heavy', { ...calm, calmForMs: 5_000 }, true],
    ['normal', { ...calm, calmForMs: 0 }, true],
    // Many arriving but served in good time (a busy evening well within capacity): everyone is served.
    ['heavy', { ...calm, recentArrivals: 500, lagMs: 10, inFlight: 5 }, true],
    ['normal', { ...calm, recentArrivals: 10_000 }, true],
    ['probe', { inFlight: 1_000, heavyInFlight: 1_000, lagMs: 10_000, calmForMs: 0, recentArrivals: 1_000 }, true],
  ] as const)('%s at %o: admitted %s', (kind, state, admitted) => {
    expect(decideAdmission(kind, state, limits).admit).toBe(admitted);
  });
});
