/**
 * Vehicle-entry permits follow the vehicleEntryPermit lifecycle (machines/vehicleEntryPermit): created pending,
 * changed only through this definition (server/lifecycle/), which writes the history and audit rows.
 * A company sees and acts on its own orders only (another's is a 404); it is their `owner` party. Staff and
 * government entities see every company's and decide them.
 */
import { seesAllPermits, vehicleEntryPermitMachine } from '../../../machines';
import { defineLifecycle, type ServerActor } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import { newLicenceToken } from '../../licence/token';
import { vehicleEntryPermitOrders } from './table';

type Row = typeof vehicleEntryPermitOrders.$inferSelect;

/** The company whose records a caller sees, or null for staff (and government entities), who see every company's. */
export const scopeOf = (caller: Caller): number | null => (seesAllPermits(caller.accountType) ? null : (caller.companyId ?? null));

/** REJECT keeps its reason on the order (the machine's guard has checked it is given). */
const reject: ServerActor<Row> = async (_tx, { event }) => {
  const reason = (event as { reject_reason?: unknown }).reject_reason;
  return { rejectReason: typeof reason === 'string' ? reason.trim() : null, updatedAt: new Date() };
};

export const vehicleEntryPermitOrdersLifecycle = defineLifecycle({
  machine: vehicleEntryPermitMachine,
  workflow: 'vehicleEntryPermit',
  table: vehicleEntryPermitOrders,
  visible: (caller, row) => scopeOf(caller) === null || scopeOf(caller) === row.companyId,
  parties: (caller, row) => (caller.companyId === row.companyId ? ['owner'] : []),
  actors: {
    // the edit call (update/{id}) gives UPDATE the form's fields; sent any other way it writes nothing but the time
    update: async () => ({ updatedAt: new Date() }),
    // APPROVE issues the permit: its date and the token its QR code carries
    approve: async () => ({ approvedAt: new Date(), licenceToken: newLicenceToken(), updatedAt: new Date() }),
    reject,
  },
});
