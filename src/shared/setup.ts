// "Get your gym ready": the checklist a new install's owner sees on /admin. Each item is ticked by
// the server from what the gym really has (src/server/features/dashboard/setup.service.ts holds one
// check per id, and the compiler asks for it), never by a click; its link opens the admin section
// where it is done.
//
// Only items whose feature exists are listed: the product must never claim a feature it does not
// have. PRODUCT.md's "Invite your staff", "Turn on online payments" and "Import your members" are
// added here by the issues that build staff, the payment provider and the import.

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
] as const;

export type SetupItem = (typeof SETUP_ITEMS)[number];
export type SetupItemId = SetupItem['id'];

/** What dashboard.setup answers: nothing is checked once the owner has hidden the list. */
export type SetupChecklist = { hidden: true } | { hidden: false; items: { id: SetupItemId; done: boolean }[] };
