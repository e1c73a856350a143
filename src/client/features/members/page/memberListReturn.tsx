// Getting back to the Member List as the admin left it (its search, filters and page live in the
// address). A link from the list marks the member page's history entry; "Back to Member List" then
// goes back in history to that exact list. Opened any other way (a bookmark, a new tab, the billing
// list), it goes to the Member List's first page instead.
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';

const FROM_MEMBER_LIST = 'palaestra.fromMemberList';

/** The member page's address inside the admin dashboard (wouter is nested under /admin there). */
export function memberPagePath(memberId: string): string {
  return `/members/${encodeURIComponent(memberId)}`;
}

/** For the Member List: a link to a member's page that remembers where it came from. */
export function MemberPageLink({ memberId, children }: { memberId: string; children: ReactNode }) {
  return (
    <Link href={memberPagePath(memberId)} state={{ [FROM_MEMBER_LIST]: true }}>
      {children}
    </Link>
  );
}

function cameFromMemberList(): boolean {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[FROM_MEMBER_LIST] === true;
}

export function BackToMemberList() {
  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    if (!cameFromMemberList()) return; // the link's own href: the list's first page
    event.preventDefault();
    window.history.back();
  }
  return (
    <Link href="/members" className="back-link" onClick={goBack}>
      Back to Member List
    </Link>
  );
}
