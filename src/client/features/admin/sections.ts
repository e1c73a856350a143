// The admin sidebar: Member Requests first, as the spec asks; sections beyond the spec come after its
// own. Each section has its own URL so reload and back work. A section shows to a staff role when the
// permission table lets that role call the procedure the section opens with (`needs`): the same
// table the server enforces, so a section never shows that the server would refuse.
import { may, type Permission } from '../../../shared/permissions.js';
import type { Role } from '../../../shared/roles.js';

export const ADMIN_SECTIONS = [
  { path: 'requests', label: 'Member Requests', needs: 'requests.listPending' },
  { path: 'members', label: 'Member List', needs: 'members.list' },
  { path: 'billing', label: 'Billing', needs: 'bills.list' },
  { path: 'notifications', label: 'Notifications', needs: 'notifications.send' },
  { path: 'reports', label: 'Reports', needs: 'reports.membership' },
  { path: 'equipment', label: 'Equipment', needs: 'equipment.list' },
  { path: 'records', label: 'Records', needs: 'records.list' },
  { path: 'plans', label: 'Plans', needs: 'plans.create' },
  { path: 'check-in', label: 'Check-in', needs: 'checkIns.checkIn' },
  { path: 'classes', label: 'Classes', needs: 'classes.sessions' },
  { path: 'pt-calendar', label: 'PT calendar', needs: 'ptAppointments.calendar' },
  { path: 'clients', label: 'Clients', needs: 'trainerClients.list' },
  { path: 'programs', label: 'Programs', needs: 'programs.templates' },
  { path: 'exercises', label: 'Exercises', needs: 'exercises.create' },
  { path: 'trainers', label: 'Trainers', needs: 'trainers.profile' },
  { path: 'inbox', label: 'Inbox', needs: 'contact.list' },
  { path: 'settings', label: 'Settings', needs: 'settings.get' },
  { path: 'staff', label: 'Staff', needs: 'staff.list' },
] as const satisfies readonly { path: string; label: string; needs: Permission }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSectionPath = AdminSection['path'];

/** The sections this role may use, in menu order. */
export function sectionsFor(role: Role | null | undefined): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => may(role, section.needs));
}

/** Where /admin opens: the desk opens on Check-in and a trainer on Classes; the others on their first section. */
const LANDING: Partial<Record<Role, AdminSectionPath>> = { frontdesk: 'check-in', trainer: 'classes' };

export function landingSectionFor(role: Role | null | undefined): AdminSection | undefined {
  const sections = sectionsFor(role);
  const preferred = role ? LANDING[role] : undefined;
  return sections.find((section) => section.path === preferred) ?? sections[0];
}
