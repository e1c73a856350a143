// "Get your gym ready": the checklist a new install's owner sees on /admin. Each item is ticked by
// the server from what the gym really has (src/server/features/dashboard/setup.service.ts holds one
// check per id, and the compiler asks for it), never by a click; its link opens the admin section
// where it is done.
//
// Only items whose feature exists are listed: the product must never claim a feature it does not
// have (each of PRODUCT.md's six now does).

export const SETUP_ITEMS = [
  {
    id: 'gymDetails',
    label: "Add your gym's details",
    hint: 'Your address, phone or email, for your Contact page.',
    /** The admin section, under /admin. */
    section: 'settings',
  },
  {
    id: 'plans',
    label: 'Set your plans and prices',
    hint: 'A plan with a price, for members to join.',
    section: 'plans',
  },
  {
    id: 'timetable',
    label: 'Add your class timetable',
    hint: 'A weekly time for a class, for members to book.',
    section: 'classes',
  },
  {
    id: 'staff',
    label: 'Invite your staff',
    hint: 'A manager, front desk or trainer account (or a second administrator).',
    section: 'staff',
  },
  {
    id: 'onlinePayments',
    label: 'Turn on online payments',
    hint: 'Card payments through Stripe: Settings shows how.',
    section: 'settings',
  },
  {
    id: 'importMembers',
    label: 'Import your members',
    hint: 'Bring your member list in from a spreadsheet (CSV).',
    section: 'members',
  },
] as const;

export type SetupItem = (typeof SETUP_ITEMS)[number];
export type SetupItemId = SetupItem['id'];

/** What dashboard.setup answers: nothing is checked once the owner has hidden the list. */
export type SetupChecklist = { hidden: true } | { hidden: false; items: { id: SetupItemId; done: boolean }[] };
