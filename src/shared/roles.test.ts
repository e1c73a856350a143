import { describe, expect, it } from 'vitest';
import { afterSignIn, canOpen, homeFor, isSafeReturnPath } from './roles.js';

describe('afterSignIn', () => {
  it.each([
    ['admin', '/admin/billing', '/admin/billing'],
    ['admin', '/admin/members?search=ann&page=2', '/admin/members?search=ann&page=2'],
    ['member', '/member', '/member'],
    ['member', '/user', '/user'],
    ['admin', '/user', '/user'],
  ] as const)('sends a %s back to %s', (role, returnTo, destination) => {
    expect(afterSignIn(role, returnTo)).toBe(destination);
  });

  it.each([
    ['member', '/admin/billing', '/member'],
    ['admin', '/member', '/admin'],
    ['member', '/about', '/member'],
    ['member', null, '/member'],
    [null, '/member', '/pending-approval'],
  ] as const)('sends a %s asking for %s home instead (%s): not theirs, or not a dashboard', (role, returnTo, home) => {
    expect(afterSignIn(role, returnTo)).toBe(home);
  });

  it.each([
    '//evil.example',
    '/member/..//evil.example',
    '/member/../admin',
    '/member/./x',
    '/member//evil.example',
    '/member/%2F%2Fevil.example',
    '/member%2f..%2f..%2fevil',
    '/\\evil.example',
    '/member\\..\\evil',
    'https://evil.example/member',
    'member',
    '/member/',
    '/member#x',
    '/member?next=//evil.example',
    ' /member',
  ])('refuses the return path %j and goes home', (returnTo) => {
    expect(isSafeReturnPath(returnTo)).toBe(false);
    expect(afterSignIn('member', returnTo)).toBe('/member');
  });
});

describe('homeFor and canOpen', () => {
  it('give each role its own dashboard and /user to every approved account', () => {
    expect([homeFor('admin'), homeFor('member'), homeFor(null)]).toEqual(['/admin', '/member', '/pending-approval']);
    expect(canOpen('/admin/reports', 'admin')).toBe(true);
    expect(canOpen('/admin/reports', 'member')).toBe(false);
    expect(canOpen('/member/classes', 'member')).toBe(true);
    expect(canOpen('/user', 'admin')).toBe(true);
    expect(canOpen('/user', null)).toBe(false);
    expect(canOpen('/contact', null)).toBe(true);
  });
});
