// The self check-in tablet, run by a desk account on a shared screen. A code (never a name: a name
// search would show other people to the room) goes through the desk's own check-in, so the visit,
// its rules and its record are the desk's; the answer keeps only what the room may see.
import { isMemberCode, normalizeMemberCode } from '../../../shared/member-code.js';
import type { SelfCheckInAnswer } from '../../../shared/self-check-in.schemas.js';
import type { Db } from '../../db/schema.js';
import { findByMemberCode } from './checkins.queries.js';
import { checkInPerson, type DeskAct } from './checkins.service.js';

/** The first word of a name: a greeting, not an identification. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export async function selfCheckIn(db: Db, text: string, act: DeskAct): Promise<SelfCheckInAnswer> {
  const code = normalizeMemberCode(text);
  if (!isMemberCode(code)) return { outcome: 'see_desk' };
  const member = await findByMemberCode(db, code);
  if (!member) return { outcome: 'see_desk' };
  const answer = await checkInPerson(db, { ...member, role: 'member' }, act);
  // Already checked in within the hour is still a welcome: the member is in, nothing is recorded twice.
  if (answer.outcome === 'checked_in' || answer.outcome === 'already') {
    return { outcome: 'welcome', firstName: firstNameOf(member.name) };
  }
  return { outcome: 'see_desk' };
}
