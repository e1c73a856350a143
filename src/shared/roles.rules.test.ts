// Where a dashboard's section ends: '/admin' owns '/admin' and '/admin/…' but not '/administer' or
// '/members', so neither the sign-in redirect nor the router mistakes a neighbouring page for one.
import { describe, expect, it } from 'vitest';
import { afterSignIn, canOpen, dashboardOf, isSafeReturnPath } from './roles.js';

describe('dashboardOf', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/billing', '/admin'],
    ['/member/classes/today', '/member'],
    ['/user', '/user'],
    ['/administer', null],
    ['/members', null],
    ['/username', null],
    ['/', null],
    ['/about/admin', null],
  ])('places %j in %j', (path, dashboard) => {
    expect(dashboardOf(path)).toBe(dashboard);
  });
});

describe('canOpen', () => {
  it.each([
    ['/administer', 'member', true],
    ['/administer', null, true],
    ['/members', 'admin', true],
    ['/user/settings', 'member', true],
    ['/user/settings', null, false],
    ['/member', null, false],
    ['/admin', 'admin', true],
    ['/admin', 'member', false],
    ['/member', 'admin', false],
  ] as const)('%j for %s: %s', (path, role, allowed) => {
    expect(canOpen(path, role)).toBe(allowed);
  });
});

describe('afterSignIn', () => {
  it.each([
    ['member', '/user?tab=profile', '/user?tab=profile'],
    ['admin', '/admin/members?search=ann', '/admin/members?search=ann'],
    ['member', '/member/classes?day=2026-11-23', '/member/classes?day=2026-11-23'],
    ['admin', '/administer', '/admin'],
    ['member', '/members?x=1', '/member'],
    [null, '/user?tab=profile', '/pending-approval'],
    ['admin', '', '/admin'],
  ] as const)('sends a %s asking for %j to %j', (role, returnTo, destination) => {
    expect(afterSignIn(role, returnTo)).toBe(destination);
  });

  it('accepts a plain query string after a path, and nothing after a bare question mark but letters', () => {
    expect(isSafeReturnPath('/admin/members?')).toBe(true);
    expect(isSafeReturnPath('/admin/members?page=2&search=a.b+c')).toBe(true);
    expect(isSafeReturnPath('/admin/members?search=%2F%2Fevil')).toBe(false);
    expect(isSafeReturnPath('/admin/members?next=/\\evil.example')).toBe(false);
  });
});
