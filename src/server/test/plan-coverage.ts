// Which query procedures are lists or reports, and which query-plan tests plan what each runs. The
// coverage test (src/server/db/plan-coverage.test.ts) fails when a query procedure of the app router
// is in neither table below, so a new list cannot ship without a plan test or a stated reason; it
// also runs every query procedure and plans each statement it sends, on both databases.

export interface PlanCoverage {
  /** Plan-test files (from the repository root) and the query builders each of them plans. */
  tests: Record<string, string[]>;
  /**
   * Statements the procedure runs that no builder exposes yet (only the procedure-wide check in
   * plan-coverage.test.ts plans them), and why they are still inline.
   */
  inline?: string;
}

const LISTS = 'src/server/db/query-plans-lists.test.ts';
const MAIN = 'src/server/db/query-plans.test.ts';
const CLASSES = 'src/server/features/classes/classes.plans.test.ts';
const TRAINERS = 'src/server/features/classes/trainers.plans.test.ts';
const EQUIPMENT = 'src/server/features/equipment/equipment.query-plans.test.ts';
const EQUIPMENT_TOTALS = 'src/server/features/equipment/equipment.plans.test.ts';
const MEMBER_PAGE = 'src/server/features/members/member-page.plans.test.ts';
const ATTENDANCE = 'src/server/features/reports/attendance.plans.test.ts';
const REPORTS = 'src/server/features/reports/reports.plans.test.ts';
const AGING = 'src/server/features/reports/aging.plans.test.ts';
const STAFF = 'src/server/features/staff/staff.plans.test.ts';
const APPOINTMENTS = 'src/server/features/appointments/appointments.plans.test.ts';
const WORKOUTS = 'src/server/features/workouts/workouts.plans.test.ts';
const TRAINING = 'src/server/features/training/training.plans.test.ts';

/** Small statements with no builder of their own: the procedure-wide check is their plan test. */
const BILLING_INLINE = 'planned by the procedure-wide check only';

export const PLAN_TESTED: Record<string, PlanCoverage> = {
  'workouts.today': {
    tests: {
      [WORKOUTS]: [
        'currentProgramIdQuery',
        'latestWorkoutQuery',
        'latestProgramWorkoutQuery',
        'setsOfWorkoutsQuery',
        'lastSetOfExerciseQuery',
        'setsOfExerciseInWorkoutQuery',
      ],
    },
    inline:
      "the current program's days and their exercises, read as programs.get reads them (programs.queries.ts daysOf)",
  },
  'workouts.history': {
    tests: { [WORKOUTS]: ['workoutsPageQuery', 'setsOfWorkoutsQuery', 'commentsOfWorkoutsQuery'] },
  },
  'workouts.ofClient': {
    tests: { [WORKOUTS]: ['workoutsPageQuery', 'setsOfWorkoutsQuery', 'commentsOfWorkoutsQuery'] },
  },
  'workouts.exercisesLogged': { tests: { [WORKOUTS]: ['exercisesLoggedQuery'] } },
  'workouts.progress': { tests: { [WORKOUTS]: ['exercisesLoggedQuery', 'exerciseHistoryQuery'] } },
  'workouts.progressOfClient': { tests: { [WORKOUTS]: ['exercisesLoggedQuery', 'exerciseHistoryQuery'] } },
  'trainerClients.list': { tests: { [WORKOUTS]: ['clientsPageQuery', 'lastWorkoutDaysQuery'] } },
  'records.search': { tests: { [MAIN]: ['searchRecordsQuery', 'countRecordsWithPrefixQuery'] } },
  'records.list': { tests: { [LISTS]: ['recordsPageQuery', 'countRecordsQuery'] } },
  'staff.list': { tests: { [STAFF]: ['staffPageQuery', 'countStaffQuery'] } },
  'bills.listMine': {
    tests: { [MAIN]: ['memberBillsPageQuery', 'memberBillRangeQuery'] },
    inline: `countMemberBillsQuery for a page past the end (member-bills.queries.ts), refundsOfPayments (payment-refunds.queries.ts): ${BILLING_INLINE}`,
  },
  'bills.balanceMine': { tests: { [MAIN]: ['memberBalanceQuery'] } },
  'bills.list': {
    tests: { [MAIN]: ['billsPageQuery'] },
    inline: `paymentsOfBills and refundsOfPayments (payment-refunds.queries.ts): ${BILLING_INLINE}`,
  },
  'bills.listForMember': {
    tests: { [MAIN]: ['billsPageQuery'] },
    inline: `the same page as bills.list, filtered to one member: ${BILLING_INLINE}`,
  },
  'payments.listMine': {
    tests: {},
    inline: `listPaymentsForMember's page and count (billing.queries.ts): ${BILLING_INLINE}`,
  },
  'payments.balanceOf': {
    tests: {},
    inline: `openBillsOfMember (LIMIT) and countOpenBills on bills_member_status_due_idx (collect.queries.ts): ${BILLING_INLINE}`,
  },
  'notifications.listMine': { tests: { [LISTS]: ['myNotificationsPageQuery'] } },
  'notifications.pageMine': { tests: { [LISTS]: ['myNotificationsPageQuery'] } },
  'notifications.unreadCountMine': { tests: { [LISTS]: ['countUnreadQuery'] } },
  'notifications.listSent': { tests: { [LISTS]: ['sentPageQuery'] } },
  'contact.list': { tests: { [LISTS]: ['inboxPageQuery', 'countUnreadMessagesQuery'] } },
  'requests.listPending': {
    tests: { [MAIN]: ['pendingRequestsPageQuery'], [LISTS]: ['countPendingRequestsQuery'] },
  },
  'members.list': { tests: { [MAIN]: ['memberPageQuery'], [LISTS]: ['countMembersQuery'] } },
  'memberPage.checkIns': { tests: { [MEMBER_PAGE]: ['memberCheckInsQuery'] } },
  'memberPage.bookings': {
    tests: {
      [MEMBER_PAGE]: ['memberBookingsQuery'],
      [CLASSES]: ['memberBookingsPageQuery', 'countMemberBookingsQuery'],
    },
  },
  'memberPage.history': { tests: { [MEMBER_PAGE]: ['subjectEventsQuery'] } },
  'memberNotes.list': { tests: { [MEMBER_PAGE]: ['memberNotesQuery'] } },
  'plans.list': { tests: { [LISTS]: ['plansWithMemberCountsQuery'] } },
  // The public price list: the small plans table read whole (a gym has a handful of plans), planned
  // like plans.list so a join or a growing table added to it later is caught.
  'site.plans': { tests: { [LISTS]: ['websitePlansQuery'] } },
  'reports.membership': {
    tests: { [REPORTS]: ['membershipsByPlanQuery'] },
    inline: `countMembers, countMembersJoinedSince, countPendingRequests (reports.queries.ts): ${BILLING_INLINE}`,
  },
  'reports.financial': {
    tests: {
      [MAIN]: ['billsInRangeQuery', 'billTotalsQuery', 'paymentTotalsQuery', 'memberNamesQuery'],
      [REPORTS]: ['billTotalsQuery', 'paymentTotalsQuery'],
    },
    inline: `planNames (reports.queries.ts; reads the small plans table whole): ${BILLING_INLINE}`,
  },
  'reports.attendance': {
    tests: { [ATTENDANCE]: ['attendanceByDayQuery', 'attendanceByHourQuery', 'attendanceMembersQuery'] },
  },
  // A page past the end also runs agingTotalsQuery; the plan test plans it too.
  'reports.aging': { tests: { [AGING]: ['agingPageQuery', 'agingTotalsQuery', 'agingBatchQuery'] } },
  'checkIns.today': { tests: { [ATTENDANCE]: ['checkInsBetweenQuery'], [LISTS]: ['checkInsOnDayQuery'] } },
  'dashboard.keyNumbers': {
    tests: { [LISTS]: ['countActiveMembersQuery', 'collectedBetweenQuery', 'outstandingQuery', 'checkInsOnDayQuery'] },
    inline: `countPendingRequests (reports.queries.ts): ${BILLING_INLINE}`,
  },
  'classes.timetable': { tests: { [CLASSES]: ['slotsQuery'] } },
  'classes.list': { tests: { [CLASSES]: ['classesQuery', 'slotsQuery'] } },
  'classes.sessions': { tests: { [CLASSES]: ['upcomingSessionsQuery'], [TRAINERS]: ['upcomingSessionsQuery'] } },
  'classes.week': { tests: { [CLASSES]: ['weekSessionsQuery'] } },
  'classes.trainers': { tests: { [TRAINERS]: ['trainersQuery'] } },
  'classes.roster': { tests: { [CLASSES]: ['rosterQuery'] } },
  'bookings.upcoming': { tests: { [CLASSES]: ['upcomingSessionsQuery', 'myBookingsForQuery'] } },
  'equipment.list': { tests: { [EQUIPMENT]: ['equipmentPageQuery'], [EQUIPMENT_TOTALS]: ['countEquipmentQuery'] } },
  'equipment.listLog': { tests: { [EQUIPMENT]: ['logPageQuery'], [EQUIPMENT_TOTALS]: ['countLogEntriesQuery'] } },
  'equipment.listServiceDue': {
    tests: { [EQUIPMENT]: ['serviceDuePageQuery'], [EQUIPMENT_TOTALS]: ['countServiceDueQuery'] },
  },
  'equipment.listOutOfOrder': {
    tests: { [EQUIPMENT]: ['outOfOrderPageQuery'], [EQUIPMENT_TOTALS]: ['countOutOfOrderQuery'] },
  },
  'equipment.listChoices': {
    tests: { [EQUIPMENT_TOTALS]: ['equipmentChoicesPageQuery', 'countEquipmentQuery'] },
  },
  // Issue 24's short lists: each a range of its own index under a LIMIT; the procedure-wide check
  // below plans them.
  'account.listClosures': {
    tests: {},
    inline: `listClosures: a page of account_closures_status_idx with its names by key, and its count: ${BILLING_INLINE}`,
  },
  'pauses.mine': {
    tests: {},
    inline: `pauseRequestsOf: the member's 20 newest, a range of pause_requests_member_idx: ${BILLING_INLINE}`,
  },
  'pauses.forMember': {
    tests: {},
    inline: `pauseRequestsOf for the member shown, as pauses.mine: ${BILLING_INLINE}`,
  },
  'pauses.pending': {
    tests: {},
    inline: `pendingPauseRequests (the 50 oldest pending, LIMIT) and their count, a range of pause_requests_status_idx: ${BILLING_INLINE}`,
  },
  // Personal-training appointments (issue 25).
  'ptAppointments.calendar': { tests: { [APPOINTMENTS]: ['trainerWeekQuery'] } },
  'ptBooking.mine': { tests: { [APPOINTMENTS]: ['memberAppointmentsPageQuery', 'countMemberAppointmentsQuery'] } },
  'ptAppointments.forMember': {
    tests: { [APPOINTMENTS]: ['memberAppointmentsPageQuery', 'countMemberAppointmentsQuery'] },
  },
  'ptBooking.freeSlots': {
    tests: { [APPOINTMENTS]: ['trainerSessionsQuery'] },
    inline:
      "the trainer's windows (trainer_availability_trainer_idx), days off and claimed blocks over 14 days (ranges " +
      `of their unique keys), the service by key: ${BILLING_INLINE}`,
  },
  'ptAppointments.freeSlots': {
    tests: { [APPOINTMENTS]: ['trainerSessionsQuery'] },
    inline: `as ptBooking.freeSlots: ${BILLING_INLINE}`,
  },
  // Issue 25, trainers: short lists under a LIMIT; the procedure-wide check below plans them.
  'trainers.publicList': {
    tests: {},
    inline: `publicTrainersQuery: the trainer range of users_role_name_idx (LIMIT 200), profiles by key: ${BILLING_INLINE}`,
  },
  'trainers.list': {
    tests: {},
    inline: `trainersWithProfilesQuery: the trainer range of users_role_name_idx (LIMIT 200), profiles by key: ${BILLING_INLINE}`,
  },
  'ptServices.list': {
    tests: {},
    inline: `activeServicesQuery: the small pt_services table (LIMIT 200): ${BILLING_INLINE}`,
  },
  'ptServices.listAll': {
    tests: {},
    inline: `allServicesQuery: the small pt_services table (LIMIT 200): ${BILLING_INLINE}`,
  },
  'ptPacks.forMember': {
    tests: {},
    inline: `packsOfMemberQuery: the member's range of member_passes_member_idx (LIMIT 50): ${BILLING_INLINE}`,
  },
  'ptPacks.mine': {
    tests: {},
    inline: `packsOfMemberQuery for the caller, as ptPacks.forMember: ${BILLING_INLINE}`,
  },
  // Issue 25, training (features/training).
  'exercises.search': { tests: { [TRAINING]: ['searchExercisesQuery', 'countExercisesQuery'] } },
  'programs.templates': { tests: { [TRAINING]: ['templatesPageQuery', 'countTemplatesQuery'] } },
  'programs.ofMember': { tests: { [TRAINING]: ['memberProgramsQuery'] } },
  'programs.memberSearch': { tests: { [TRAINING]: ['membersByNameQuery', 'membersByCodeQuery'] } },
};

/** Query procedures that return one thing found by its key, not a list, and what they read. */
export const NOT_A_LIST: Record<string, string> = {
  'auth.session': 'the signed-in account the request context already looked up',
  'trainers.profile': "one trainer's account and profile, by primary key",
  'availability.get':
    "one trainer's weekly windows (trainer_availability_trainer_idx, a handful) and days off ahead (the unique trainer+day index)",
  'memberHome.get':
    "the caller's membership, plan, active pass, open pause request and balance: by key or the member's range of an index",
  'profile.details': "the caller's own account, by primary key",
  'account.myClosure': "the caller's closure request, by primary key",
  'account.closureOfMember': "one member's closure request, by primary key",
  'calendarFeed.mine': 'whether the caller has a feed: calendar_feeds by its unique user_id',
  'waiver.current': "the gym's waiver, from the settings copy",
  'waiver.mine': "the caller's acceptance of the current version (waiver_acceptances_user_idx)",
  'waiver.ofMember': "one member's latest acceptance (waiver_acceptances_user_idx)",
  'notifications.preview':
    'how many the chosen group reaches (and with email) and the first of them with balance and plan (LIMIT 1): ' +
    "for one member by key; for a group the count reads that group's range, as sending it does",
  'site.settings': "the gym's settings: one row by primary key, or the process's copy",
  'settings.get': "the gym's settings row, and whether any amount is recorded (an EXISTS per money table)",
  'onlinePayments.settings': 'no statement: what the configuration says about online payments',
  'profile.me': "the caller's own account and plan, by primary key",
  'payments.receipt': 'one payment with its bill and member, by primary key',
  'payments.refundReceipt':
    'one refund with its member and charge, by primary key, and its lines (refund_lines_pk) with their bills',
  'members.get': 'one member by primary key',
  'memberPage.get': "one member by primary key, and that member's balance (bills_member_status_due_idx)",
  'checkIns.myCode': "the caller's membership, by primary key",
  'passes.forMember':
    "one member's passes (member_passes_member_idx): a handful per member, usable first, else the latest",
  'onlinePayments.myCard': "the caller's saved card: payment_customers by primary key (member id)",
  'onlinePayments.checkoutStatus':
    "one of the caller's checkouts by primary key, and the charge recorded for it (online_charges by checkout_id)",
  'dashboard.setup':
    'a yes or no per checklist item: the settings copy, a first priced plan and a first timetable slot ' +
    '(LIMIT 1 each, in the small plans and class_slots tables), a second staff account (two rows of the ' +
    'users role index) and a first carried-out member import (LIMIT 1)',
  'exercises.get': 'one exercise by primary key',
  'programs.get':
    'one program by primary key, its days (program_days_unique by program) and their exercises (program_exercises_position_unique by day)',
  'programs.mine':
    "the caller's current program (programs_member_idx, LIMIT 1), then its days and exercises as programs.get",
};

/**
 * Tables a plan may read whole, and why: they hold the gym's own set-up, which stays small however
 * many members, bills or visits there are.
 */
export const SMALL_TABLES: Record<string, string> = {
  plans: 'the price list: a handful of plans',
  classes: 'the class definitions: dozens at most',
  class_slots: 'the weekly timetable: a few lines per class',
  member_imports: "CSV imports an owner previewed or carried out: a few in a gym's life",
  pt_services: 'the personal-training services: a handful',
  exercises:
    "the exercise library (370 shipped) and the gym's own additions: hundreds, never per member or per visit; " +
    'its search matches a word prefix anywhere in the name, which no index range answers',
};

/**
 * Whole reads of an index of a growing table without a LIMIT, on purpose, by procedure and table,
 * with why. Each is listed so that no other whole read can slip in.
 */
export const WHOLE_READS: Record<string, Record<string, string>> = {
  // The "of N" total of an unfiltered page: it grows with the table, and nothing cheaper answers it
  // without a kept counter.
  'records.list': { records: 'the total of every record' },
  'equipment.list': { equipment: 'the total of every item' },
  'equipment.listChoices': { equipment: 'the total of every item' },
  // Whether the currency may still change: each EXISTS stops at the first row it finds.
  'settings.get': {
    bills: 'EXISTS: stops at the first bill',
    payments: 'EXISTS: stops at the first payment',
    plans: 'EXISTS: stops at the first priced plan (a gym has a handful)',
  },
  'dashboard.keyNumbers': {
    users:
      "outstanding: every account's kept balance (users_role_balance_idx), one entry per account, never " +
      'per bill; a gym-wide kept total would deadlock (migration 0018)',
  },
  'reports.attendance': {
    memberships:
      'distinct members in the range: one check_ins_member_at_idx probe per membership (see ' +
      'attendance.plans.test.ts), bounded by the member count, never by the visits',
  },
};
