// Which admin sections each role sees comes from the server's permission table: a table of roles and
// the menus they get.
import { describe, expect, it } from 'vitest';
import { landingSectionFor, sectionsFor } from './sections.js';

const labels = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((section) => section.label);

describe('admin sections by role', () => {
  it.each([
    [
      'admin',
      [
        'Member Requests',
        'Member List',
        'Billing',
        'Notifications',
        'Reports',
        'Equipment',
        'Records',
        'Plans',
        'Check-in',
        'Classes',
        'PT calendar',
        'Clients',
        'Programs',
        'Exercises',
        'Trainers',
        'Inbox',
        'Settings',
        'Staff',
      ],
    ],
    [
      'manager',
      [
        'Member Requests',
        'Member List',
        'Billing',
        'Notifications',
        'Reports',
        'Equipment',
        'Records',
        'Plans',
        'Check-in',
        'Classes',
        'PT calendar',
        'Clients',
        'Programs',
        'Exercises',
        'Trainers',
        'Inbox',
      ],
    ],
    ['frontdesk', ['Member List', 'Equipment', 'Check-in', 'Classes', 'PT calendar', 'Inbox']],
    ['trainer', ['Classes', 'PT calendar', 'Clients', 'Programs', 'Exercises', 'Trainers']],
    ['member', []],
    [null, []],
  ] as const)('%s sees %j', (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });

  it('opens the desk on Check-in, a trainer on Classes and management on Member Requests', () => {
    expect(landingSectionFor('frontdesk')?.label).toBe('Check-in');
    expect(landingSectionFor('trainer')?.label).toBe('Classes');
    expect(landingSectionFor('manager')?.label).toBe('Member Requests');
    expect(landingSectionFor('admin')?.label).toBe('Member Requests');
    expect(landingSectionFor('member')).toBeUndefined();
  });
});
