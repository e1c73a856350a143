// The admin sidebar: Member Requests first, as the spec asks; sections beyond the spec come after its own. Each section has its own URL so reload
// and back work.
export const ADMIN_SECTIONS = [
  { path: 'requests', label: 'Member Requests' },
  { path: 'members', label: 'Member List' },
  { path: 'billing', label: 'Billing' },
  { path: 'notifications', label: 'Notifications' },
  { path: 'reports', label: 'Reports' },
  { path: 'equipment', label: 'Equipment' },
  { path: 'records', label: 'Records' },
  { path: 'plans', label: 'Plans' },
  { path: 'check-in', label: 'Check-in' },
  { path: 'classes', label: 'Classes' },
  { path: 'inbox', label: 'Inbox' },
  { path: 'settings', label: 'Settings' },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];
