import type { Generated } from 'kysely';

export type CheckInSource = 'desk' | 'class';

/** One visit. day and hour are the gym's (GYM_TIMEZONE) at checked_in_at. */
export interface CheckInsTable {
  id: string;
  memberId: string;
  checkedInAt: string;
  day: string;
  hour: number;
  /** At the desk, or "Mark attended" on a class roster. */
  source: CheckInSource;
  sessionId: string | null;
  createdBy: string | null;
  /** The pass whose visit this check-in used, if the member holds one. */
  passId: Generated<string | null>;
}

/** Per gym day and hour: the attendance report's source, kept with every check-in. */
export interface AttendanceHoursTable {
  day: string;
  hour: number;
  checkIns: number;
  /** Members whose first check-in of that day fell in this hour. */
  firstVisits: number;
}

export interface CheckInsTables {
  checkIns: CheckInsTable;
  attendanceHours: AttendanceHoursTable;
}
