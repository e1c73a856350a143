// Every page's browser-tab title, worked out centrally from the path (the route table and the admin
// sections), so a new admin section gets its title without touching this file and people with many
// tabs, and screen readers announcing a page change, know where they are. The last part is the gym's
// name (its settings), not the software's: the pages are the gym's.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { ADMIN_SECTIONS } from '../features/admin/sections.js';
import { useGymSettings } from './gym.js';

/** Public and dashboard pages, by exact path. */
const PAGE_TITLES: Record<string, string> = {
  '/': 'Home',
  '/about': 'About',
  '/services': 'Services',
  '/contact': 'Contact',
  '/signin': 'Sign In',
  '/login': 'Sign In',
  '/signup': 'Sign Up',
  '/forgot-password': 'Forgot Password',
  '/reset-password': 'Reset Password',
  '/accept-invitation': 'Set Your Password',
  '/confirm-email': 'Confirm Email',
  '/pending-approval': 'Registration Pending',
  '/member': 'Member Dashboard',
  '/member/classes': 'Classes',
  '/member/profile': 'My Profile',
  '/member/notifications': 'Notifications',
  '/member/workout': "Today's workout",
  '/member/progress': 'Progress',
  '/member/workouts': 'Workout history',
  '/member/payment-return': 'Payment',
  '/user': 'User Dashboard',
  '/desk/self-check-in': 'Self Check-in',
};

/** Admin pages that are not in the sidebar (or not yet): a section's own sub-pages. */
const ADMIN_EXTRA_TITLES: Record<string, string> = {
  inbox: 'Inbox',
  receipts: 'Receipt',
};

function adminTitle(rest: string[]): string | null {
  const [section = 'requests', id] = rest;
  if (section === 'members' && id) return 'Member';
  const known = ADMIN_SECTIONS.find((s) => s.path === section)?.label ?? ADMIN_EXTRA_TITLES[section];
  return known ?? null;
}

/**
 * 'Billing — Admin — Iron Works Gym' for /admin/billing; 'Page Not Found — Iron Works Gym' for an
 * unknown path. Without the gym's name (its settings not loaded yet) the title ends before it.
 */
export function titleFor(location: string, gymName?: string): string {
  const path = location.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const withGym = (...parts: string[]) => [...parts, ...(gymName ? [gymName] : [])].join(' — ');
  const page = PAGE_TITLES[path];
  if (page) return withGym(page);
  const [, root, ...rest] = path.split('/');
  if (root === 'admin') {
    // An unknown admin path is sent back to /admin, which shows Member Requests.
    return withGym(adminTitle(rest) ?? adminTitle([]) ?? 'Member Requests', 'Admin');
  }
  if (root === 'member' && rest[0] === 'receipts') return withGym('Receipt');
  return withGym('Page Not Found');
}

// The title is the page's general title, with the name of what a page shows in front once known.
// Kept here, not read back from document.title, so the gym's name arriving after a page named itself
// (or a page leaving after the address moved on) never leaves a stale half behind.
let general: string | null = null;
let named: string | null = null;

function applyTitle(): void {
  // Before useDocumentTitle has run (a page rendered on its own), the title as it stands is general.
  general ??= document.title;
  document.title = named ? `${named} — ${general}` : general;
}

/** Keeps document.title in step with the address and the gym's name. Call once, at the top of the app. */
export function useDocumentTitle(): void {
  const [location] = useLocation();
  const gymName = useGymSettings().data?.name;
  // A layout effect, so the title changes with the page's first paint.
  useLayoutEffect(() => {
    general = titleFor(location, gymName);
    applyTitle();
  }, [location, gymName]);
}

/**
 * A page about one named thing puts the name first once it is known — 'Maya Patel — Member — Admin —
 * Iron Works Gym' — so a tab or a screen reader says whose page it is, and gives the title back on leaving.
 */
export function useNamedTitle(name: string | undefined): void {
  useEffect(() => {
    if (!name) return;
    named = name;
    applyTitle();
    return () => {
      named = null;
      applyTitle();
    };
  }, [name]);
}
