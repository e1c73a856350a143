export type AppointmentStatus = 'booked' | 'cancelled' | 'attended' | 'no_show';
/** 'pack': one session of a PT pack; 'bill': the service's price was billed; 'free': a price of 0. */
export type AppointmentPayment = 'pack' | 'bill' | 'free';

/** One member with one trainer for one service at one time. */
export interface PtAppointmentsTable {
  id: string;
  serviceId: string;
  trainerId: string;
  memberId: string;
  /** The service's name when booked. */
  serviceName: string;
  startsAt: string;
  endsAt: string;
  status: AppointmentStatus;
  paidWith: AppointmentPayment;
  memberPassId: string | null;
  billId: string | null;
  noShowBillId: string | null;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  cancelledAt: string | null;
  cancelledBy: string | null;
  cancelReason: string | null;
  markedAt: string | null;
  markedBy: string | null;
}

/**
 * Every 15-minute block a booked appointment covers, by its start (UTC ISO). The primary key
 * (trainerId, startsAt) is what makes double-booking impossible: the second insert of a block fails.
 */
export interface PtSlotClaimsTable {
  trainerId: string;
  startsAt: string;
  appointmentId: string;
}

export interface AppointmentsTables {
  ptAppointments: PtAppointmentsTable;
  ptSlotClaims: PtSlotClaimsTable;
}
