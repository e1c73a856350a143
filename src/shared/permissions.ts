// Who may call what: ONE table, procedure → who. The server's one access middleware reads it on
// every call (a procedure missing here is refused to everyone), the matrix test walks every row for
// every kind of caller, and the client asks it which sections and buttons to show, so the screens
// and the server can never disagree. Plain HTTP routes (CSV downloads) have rows here too.
import type { Role } from './roles.js';

/**
 * 'public': anyone; 'signedIn': any session, pending too; 'approved': any account with a role;
 * a list: exactly those roles.
 */
export type AccessRule = 'public' | 'signedIn' | 'approved' | readonly Role[];

const ADMIN = ['admin'] as const;
/** Admins and managers: everything but Settings and Staff. */
const MANAGEMENT = ['admin', 'manager'] as const;
/** The front desk and above. */
const DESK = ['admin', 'manager', 'frontdesk'] as const;
/** Everyone who works at the gym. */
const STAFF = ['admin', 'manager', 'frontdesk', 'trainer'] as const;
const MEMBER = ['member'] as const;
/** Trainers and management: the personal-training and programs side (a trainer acts on their own clients). */
const COACHING = ['trainer', 'admin', 'manager'] as const;
/** Trainers and the desk: the trainers' calendars and booking a client in (a trainer: their own). */
const TRAINING_DESK = ['trainer', 'admin', 'manager', 'frontdesk'] as const;

export const PERMISSIONS = {
  // Anyone, and the signed-in account itself.
  'auth.session': 'public',
  'auth.signUp': 'public',
  'auth.signIn': 'public',
  'auth.requestPasswordReset': 'public',
  'auth.resetPassword': 'public',
  'auth.checkResetToken': 'public',
  'auth.checkInvitation': 'public',
  'auth.acceptInvitation': 'public',
  'auth.signOut': 'signedIn',
  'auth.changePassword': 'signedIn',
  'site.settings': 'public',
  'site.plans': 'public',
  'contact.send': 'public',
  'classes.timetable': 'public',
  'profile.me': 'approved',
  'records.search': 'approved',

  // A member's own things.
  'bills.listMine': MEMBER,
  'bills.balanceMine': MEMBER,
  'payments.listMine': MEMBER,
  'notifications.listMine': MEMBER,
  'notifications.pageMine': MEMBER,
  'notifications.unreadCountMine': MEMBER,
  'notifications.markRead': MEMBER,
  'checkIns.myCode': MEMBER,
  'bookings.upcoming': MEMBER,
  'bookings.book': MEMBER,
  'bookings.cancel': MEMBER,
  'equipment.listOutOfOrder': MEMBER,
  'equipment.listChoices': MEMBER,
  'equipment.reportProblem': MEMBER,
  // Paying online (features/online-payments): each answers "Online payment is not available right
  // now." when the gym has not turned it on or the provider is down.
  'onlinePayments.myCard': MEMBER,
  'onlinePayments.payBalance': MEMBER,
  'onlinePayments.payBill': MEMBER,
  'onlinePayments.checkoutStatus': MEMBER,
  'onlinePayments.saveCard': MEMBER,
  'onlinePayments.removeCard': MEMBER,
  /** A member reads their own receipts; the desk reads any (payments.router.ts). */
  'payments.receipt': ['member', ...DESK],
  /** A refund receipt, read as a receipt is. */
  'payments.refundReceipt': ['member', ...DESK],

  // The front desk: check-in, the Member List and member pages, taking payments, the Inbox.
  'checkIns.checkIn': DESK,
  'checkIns.checkInMember': DESK,
  'checkIns.today': DESK,
  'members.list': DESK,
  'members.get': DESK,
  'memberPage.get': DESK,
  'memberPage.checkIns': DESK,
  'memberPage.bookings': DESK,
  'memberPage.history': DESK,
  'memberNotes.list': DESK,
  'memberNotes.add': DESK,
  'bills.listForMember': DESK,
  'bills.recordPayment': DESK,

  // Collecting a balance at the desk.
  'payments.balanceOf': DESK,
  'payments.collectBalance': DESK,

  'plans.list': DESK,
  'contact.list': DESK,
  'contact.markRead': DESK,
  'equipment.list': DESK,

  // The desk: adding members and selling passes.
  'members.add': DESK,
  'passes.sell': DESK,
  'passes.forMember': DESK,

  // Classes: the desk and the trainers run today's sessions; trainers see only their own.
  'classes.sessions': STAFF,
  'classes.week': STAFF,
  'classes.roster': STAFF,
  'classes.markAttended': STAFF,

  // Self check-in and the trainers' own sessions.
  'checkIns.selfCheckIn': DESK,
  'classes.trainers': MANAGEMENT,

  // Management: money, reports, plans, the timetable, equipment upkeep, requests, messages.
  'requests.listPending': MANAGEMENT,
  'requests.approve': MANAGEMENT,
  'requests.approveSelected': MANAGEMENT,
  'requests.reject': MANAGEMENT,
  'memberships.changePlan': MANAGEMENT,
  'memberships.pause': MANAGEMENT,
  'memberships.resume': MANAGEMENT,
  'memberships.cancel': MANAGEMENT,
  'plans.create': MANAGEMENT,
  'plans.update': MANAGEMENT,
  'plans.makeDefault': MANAGEMENT,
  'plans.archive': MANAGEMENT,
  'plans.restore': MANAGEMENT,
  'bills.create': MANAGEMENT,
  'bills.list': MANAGEMENT,
  'bills.void': MANAGEMENT,
  'bills.runNow': MANAGEMENT,
  /** Gives back (part of) an online card payment through the provider; the bill reopens by that much. */
  'payments.refund': MANAGEMENT,
  'notifications.send': MANAGEMENT,
  'notifications.listSent': MANAGEMENT,
  'reports.membership': MANAGEMENT,
  'reports.financial': MANAGEMENT,
  'reports.attendance': MANAGEMENT,
  /** Who owes what by age: for whom the financial report is. */
  'reports.aging': MANAGEMENT,
  'dashboard.keyNumbers': MANAGEMENT,
  'dashboard.setup': ADMIN,
  'classes.list': MANAGEMENT,
  'classes.create': MANAGEMENT,
  'classes.update': MANAGEMENT,
  'classes.archive': MANAGEMENT,
  'classes.restore': MANAGEMENT,
  'classes.addSlot': MANAGEMENT,
  'classes.removeSlot': MANAGEMENT,
  'classes.cancelSession': MANAGEMENT,
  'equipment.add': MANAGEMENT,
  'equipment.update': MANAGEMENT,
  'equipment.setStatus': MANAGEMENT,
  'equipment.delete': MANAGEMENT,
  'equipment.listLog': MANAGEMENT,
  'equipment.logMaintenance': MANAGEMENT,
  'equipment.listServiceDue': MANAGEMENT,
  'records.list': MANAGEMENT,
  'records.add': MANAGEMENT,
  'records.delete': MANAGEMENT,

  // Admins only: the gym's settings (and, below, its staff).
  'settings.get': ADMIN,
  'settings.updateGym': ADMIN,
  'settings.updateMoney': ADMIN,
  'settings.updateRules': ADMIN,
  'settings.setLogo': ADMIN,
  'settings.removeLogo': ADMIN,
  'settings.setChecklistHidden': ADMIN,
  /** Settings → Online payments: on or off, the webhook address, "Test connection". */
  'onlinePayments.settings': ADMIN,
  'onlinePayments.testConnection': ADMIN,

  // Admins only: the gym's staff (Staff section).
  'staff.list': ADMIN,
  'staff.invite': ADMIN,
  'staff.resendInvitation': ADMIN,
  'staff.changeRole': ADMIN,
  'staff.removeAccess': ADMIN,

  // Member home, My profile, email change, pause requests (issue 24).
  'memberHome.get': MEMBER,
  'profile.details': MEMBER,
  'profile.update': MEMBER,
  'profile.requestEmailChange': MEMBER,
  /** The link mailed to the new address is the proof: it works signed in or out. */
  'profile.confirmEmailChange': 'public',
  'pauses.request': MEMBER,
  'pauses.mine': MEMBER,
  'pauses.withdraw': MEMBER,
  'pauses.forMember': MANAGEMENT,
  'pauses.pending': MANAGEMENT,
  'pauses.decide': MANAGEMENT,
  'settings.updateMemberRules': ADMIN,

  // The waiver, Download my data, Close my account, the calendar feed (issue 24).
  /** The waiver's text and version for the sign-up form (null when the gym has none). */
  'waiver.current': 'public',
  'waiver.update': ADMIN,
  'waiver.mine': MEMBER,
  'waiver.accept': MEMBER,
  /** The member page's "Waiver accepted: version N on <date> from <ip>". */
  'waiver.ofMember': DESK,
  'account.myClosure': MEMBER,
  'account.requestClosure': MEMBER,
  'account.withdrawClosure': MEMBER,
  'account.listClosures': ADMIN,
  'account.closureOfMember': ADMIN,
  'account.erase': ADMIN,
  'calendarFeed.mine': MEMBER,
  'calendarFeed.create': MEMBER,
  'calendarFeed.revoke': MEMBER,
  /** "Download my data": the signed-in member's own JSON file. */
  'http.myData': MEMBER,
  /** A calendar app reads the feed without a session: the long random token in the URL is the key. */
  'http.calendarFeed': 'public',

  // Mail preferences and group messages (issue 24).
  'notifications.preview': MANAGEMENT,

  // Import members and the exports (issue 24).
  /** "Import N members": the file itself is previewed by POST /uploads/member-import ('http.memberImport'). */
  'memberImport.confirm': ADMIN,
  'http.memberImport': ADMIN,
  /** The Member List as CSV: whoever may see the list (the front desk does). */
  'http.membersCsv': DESK,
  /** Every table as CSV files in one zip: the owner's way out. */
  'http.gymExport': ADMIN,

  // Personal training (issue 25). Where a trainer may act only on their own calendar or clients, the
  // service checks it (trainers/trainer-scope.ts); management acts on any trainer's.
  // - Trainer profiles, availability, services and PT packs (features/trainers).
  // (trainers rows go here)
  'trainers.publicList': 'public',
  /** A trainer's photo for the public Services page (GET /trainers/:id/photo). */
  'http.trainerPhoto': 'public',
  'trainers.list': TRAINING_DESK,
  'trainers.profile': COACHING,
  'trainers.updateProfile': COACHING,
  'trainers.setPhoto': COACHING,
  'trainers.removePhoto': COACHING,
  'availability.get': TRAINING_DESK,
  'availability.addWindow': COACHING,
  'availability.removeWindow': COACHING,
  'availability.addTimeOff': COACHING,
  'availability.removeTimeOff': COACHING,
  'ptServices.list': 'public',
  'ptServices.listAll': MANAGEMENT,
  'ptServices.create': MANAGEMENT,
  'ptServices.update': MANAGEMENT,
  'ptServices.archive': MANAGEMENT,
  'ptServices.restore': MANAGEMENT,
  'ptPacks.sell': DESK,
  'ptPacks.forMember': DESK,
  'ptPacks.mine': MEMBER,
  'settings.updateTraining': ADMIN,
  // - Appointments (features/appointments).
  // (appointments rows go here)
  'ptBooking.freeSlots': MEMBER,
  'ptBooking.book': MEMBER,
  'ptBooking.cancel': MEMBER,
  'ptBooking.mine': MEMBER,
  'ptAppointments.calendar': TRAINING_DESK,
  'ptAppointments.freeSlots': TRAINING_DESK,
  'ptAppointments.bookFor': TRAINING_DESK,
  'ptAppointments.cancel': TRAINING_DESK,
  'ptAppointments.forMember': TRAINING_DESK,
  'ptAppointments.mark': COACHING,
  // - The exercise library and programs (features/training).
  // (training rows go here)
  'exercises.search': 'approved',
  'exercises.get': 'approved',
  'exercises.create': COACHING,
  'exercises.update': COACHING,
  'exercises.archive': COACHING,
  'exercises.restore': COACHING,
  'programs.templates': COACHING,
  'programs.get': COACHING,
  'programs.create': COACHING,
  'programs.save': COACHING,
  'programs.duplicate': COACHING,
  'programs.archive': COACHING,
  'programs.restore': COACHING,
  'programs.assign': COACHING,
  'programs.ofMember': COACHING,
  'programs.memberSearch': COACHING,
  'programs.mine': MEMBER,
  // - Logging workouts and progress (features/workouts).
  // (workouts rows go here)
  'workouts.today': MEMBER,
  'workouts.logSet': MEMBER,
  'workouts.deleteSet': MEMBER,
  'workouts.finish': MEMBER,
  'workouts.history': MEMBER,
  'workouts.exercisesLogged': MEMBER,
  'workouts.progress': MEMBER,
  'trainerClients.list': COACHING,
  'workouts.ofClient': COACHING,
  'workouts.progressOfClient': COACHING,
  'workouts.comment': COACHING,

  // Plain HTTP routes.
  'http.reportCsv': MANAGEMENT,
  /** The provider's webhook: anyone may knock, only a valid signature gets in (webhook-route.ts). */
  'http.stripeWebhook': 'public',
} as const satisfies Record<string, AccessRule>;

export type Permission = keyof typeof PERMISSIONS;

/** The rows that are plain HTTP routes rather than tRPC procedures. */
export const HTTP_PERMISSIONS = [
  'http.reportCsv',
  'http.stripeWebhook',
  'http.myData',
  'http.calendarFeed',
  'http.memberImport',
  'http.membersCsv',
  'http.gymExport',
  'http.trainerPhoto',
] as const satisfies readonly Permission[];

export function ruleFor(name: string): AccessRule | undefined {
  return Object.hasOwn(PERMISSIONS, name) ? PERMISSIONS[name as Permission] : undefined;
}

/** Whether an account of this role (null: pending; undefined: no session) may call it. */
export function allows(rule: AccessRule, role: Role | null | undefined): boolean {
  if (rule === 'public') return true;
  if (role === undefined) return false;
  if (rule === 'signedIn') return true;
  if (role === null) return false;
  if (rule === 'approved') return true;
  return rule.includes(role);
}

/** For the client: whether the signed-in user's role may call it (to show or hide what calls it). */
export function may(role: Role | null | undefined, name: Permission): boolean {
  return allows(PERMISSIONS[name], role);
}
