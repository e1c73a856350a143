// The app router: one line per feature. The client imports only the AppRouter type from here.
import { accountRouter } from '../features/account/account.router.js';
import { ptAppointmentsRouter, ptBookingRouter } from '../features/appointments/appointments.router.js';
import { authRouter } from '../features/auth/auth.router.js';
import { billsRouter } from '../features/billing/billing.router.js';
import { paymentsRouter } from '../features/billing/payments.router.js';
import { calendarFeedRouter } from '../features/calendar-feed/calendar-feed.router.js';
import { checkInsRouter } from '../features/checkins/checkins.router.js';
import { bookingsRouter } from '../features/classes/bookings.router.js';
import { classesRouter } from '../features/classes/classes.router.js';
import { contactRouter } from '../features/contact/contact.router.js';
import { dashboardRouter } from '../features/dashboard/dashboard.router.js';
import { equipmentRouter } from '../features/equipment/equipment.router.js';
import { memberHomeRouter } from '../features/member-home/member-home.router.js';
import { memberImportRouter } from '../features/member-import/member-import.router.js';
import { memberNotesRouter } from '../features/members/member-notes.router.js';
import { memberPageRouter } from '../features/members/member-page.router.js';
import { membersRouter } from '../features/members/members.router.js';
import { membershipsRouter } from '../features/memberships/memberships.router.js';
import { notificationsRouter } from '../features/notifications/notifications.router.js';
import { onlinePaymentsRouter } from '../features/online-payments/online-payments.router.js';
import { passesRouter } from '../features/passes/passes.router.js';
import { pausesRouter } from '../features/pauses/pauses.router.js';
import { plansRouter } from '../features/plans/plans.router.js';
import { profileRouter } from '../features/profile/profile.router.js';
import { recordsRouter } from '../features/records/records.router.js';
import { reportsRouter } from '../features/reports/reports.router.js';
import { requestsRouter } from '../features/requests/requests.router.js';
import { settingsRouter } from '../features/settings/settings.router.js';
import { siteRouter } from '../features/site/site.router.js';
import { staffRouter } from '../features/staff/staff.router.js';
import { availabilityRouter } from '../features/trainers/availability.router.js';
import { ptPacksRouter } from '../features/trainers/pt-packs.router.js';
import { ptServicesRouter } from '../features/trainers/pt-services.router.js';
import { trainersRouter } from '../features/trainers/trainers.router.js';
import { exercisesRouter } from '../features/training/exercises.router.js';
import { programsRouter } from '../features/training/programs.router.js';
import { waiverRouter } from '../features/waiver/waiver.router.js';
import { clientsRouter, workoutsRouter } from '../features/workouts/workouts.router.js';
import { createCallerFactory, router } from './init.js';

export const appRouter = router({
  account: accountRouter,
  auth: authRouter,
  bills: billsRouter,
  bookings: bookingsRouter,
  calendarFeed: calendarFeedRouter,
  checkIns: checkInsRouter,
  classes: classesRouter,
  contact: contactRouter,
  dashboard: dashboardRouter,
  equipment: equipmentRouter,
  memberHome: memberHomeRouter,
  memberImport: memberImportRouter,
  memberNotes: memberNotesRouter,
  memberPage: memberPageRouter,
  members: membersRouter,
  memberships: membershipsRouter,
  passes: passesRouter,
  pauses: pausesRouter,
  notifications: notificationsRouter,
  onlinePayments: onlinePaymentsRouter,
  payments: paymentsRouter,
  plans: plansRouter,
  ptAppointments: ptAppointmentsRouter,
  ptBooking: ptBookingRouter,
  profile: profileRouter,
  records: recordsRouter,
  reports: reportsRouter,
  requests: requestsRouter,
  settings: settingsRouter,
  site: siteRouter,
  staff: staffRouter,
  waiver: waiverRouter,
  trainerClients: clientsRouter,
  workouts: workoutsRouter,
  trainers: trainersRouter,
  availability: availabilityRouter,
  ptServices: ptServicesRouter,
  ptPacks: ptPacksRouter,
  exercises: exercisesRouter,
  programs: programsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
