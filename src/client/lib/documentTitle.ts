// Every page's browser-tab title, worked out centrally from the path (the route table and the admin
// sections), so a new admin section gets its title without touching this file and people with many
// tabs, and screen readers announcing a page change, know where they are.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { ADMIN_SECTIONS } from '../features/admin/sections.js';

export const APP_NAME = 'Palaestra';

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
  '/pending-approval': 'Registration Pending',
  '/member': 'Member Dashboard',
  '/member/classes': 'Classes',
  '/member/notifications': 'Notifications',
  '/user': 'User Dashboard',
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

/** 'Billing — Admin — Palaestra' for /admin/billing; 'Page Not Found — Palaestra' for an unknown path. */
export function titleFor(location: string): string {
  const path = location.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  const parts = [PAGE_TITLES[path]];
  if (!parts[0]) {
    const [, root, ...rest] = path.split('/');
    if (root === 'admin') {
      const section = adminTitle(rest);
      // An unknown admin path is sent back to /admin, which shows Member Requests.
      return [section ?? adminTitle([]), 'Admin', APP_NAME].join(' — ');
    }
    if (root === 'member' && rest[0] === 'receipts') parts[0] = 'Receipt';
  }
  return [parts[0] ?? 'Page Not Found', APP_NAME].join(' — ');
}

/** Keeps document.title in step with the address. Call once, at the top of the app. */
export function useDocumentTitle(): void {
  const [location] = useLocation();
  // A layout effect: it runs before any page's own (passive) effect, so a page that names what it shows
  // (useNamedTitle) has the last word.
  useLayoutEffect(() => {
    document.title = titleFor(location);
  }, [location]);
}

/**
 * A page about one named thing puts the name first once it is known — 'Maya Patel — Member — Admin —
 * Palaestra' — so a tab or a screen reader says whose page it is, and gives the title back on leaving.
 */
export function useNamedTitle(name: string | undefined): void {
  useEffect(() => {
    if (!name) return;
    const general = document.title;
    document.title = `${name} — ${general}`;
    return () => {
      document.title = general;
    };
  }, [name]);
}
