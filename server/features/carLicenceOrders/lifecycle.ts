/**
 * Car licence requests follow the carLicenceOrder lifecycle (machines/carLicenceOrder): created pending, changed
 * only through this definition (server/lifecycle/), which writes the history and audit rows.
 * A company sees and acts on its own requests only (another's is a 404); it is their `owner` party. Staff
 * (admin, kdana) see every company's and decide them.
 */
import { carLicenceOrderMachine } from '../../../machines';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import { parseBody } from '../../http/validate';
import { isStaffType } from '../../../shared/accountTypes';
import { CarLicenceOrderSchema } from '../../../shared/rules/carLicenceOrders';
import { carLicenceOrders } from './table';
import { newLicenceToken } from '../../licence/token';

type Row = typeof carLicenceOrders.$inferSelect;

/** The company whose records a caller sees, or null for staff, who see every company's. */
export const scopeOf = (caller: Caller): number | null => (isStaffType(caller.accountType) ? null : (caller.companyId ?? null));

/** UPDATE carries the form's fields: checked by the form's own rules (a 422 on the field), written with the status. */
const update: ServerActor<Row> = async (_tx, { event }) => {
  const values = parseBody(CarLicenceOrderSchema, event);
  return { plateNumber: values.plate_number, carType: values.car_type, driverName: values.driver_name, driverIdNumber: values.driver_id_number, notes: values.notes || null, updatedAt: new Date() };
};

/** REJECT keeps its reason on the request (the machine's guard has checked it is given). */
const reject: ServerActor<Row> = async (_tx, { event }) => {
  const reason = (event as { reject_reason?: unknown }).reject_reason;
  return { rejectReason: typeof reason === 'string' ? reason.trim() : null, updatedAt: new Date() };
};

const touch: ServerActor<Row> = async () => ({ updatedAt: new Date() });

export const carLicenceOrdersLifecycle = defineLifecycle({
  machine: carLicenceOrderMachine,
  workflow: 'carLicenceOrder',
  table: carLicenceOrders,
  visible: (caller, row) => scopeOf(caller) === null || scopeOf(caller) === row.companyId,
  parties: (caller, row) => (caller.companyId === row.companyId ? ['owner'] : []),
  // APPROVE issues the licence: its date and the token its QR code carries
  actors: { update, cancel: touch, approve: async () => ({ approvedAt: new Date(), licenceToken: newLicenceToken(), updatedAt: new Date() }), reject },
});
