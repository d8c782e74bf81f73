/**
 * Orders follow the order lifecycle (machines/order): created in its initial status,
 * changed only through this definition (server/lifecycle/), which writes the history and audit rows.
 * A company sees and acts on its own records only (another's is a 404); it is their `owner` party.
 */
import { orderMachine } from '../../../machines';
import { defineLifecycle } from '../../lifecycle/define';
import type { Caller } from '../../lifecycle/caller';
import { isStaffType } from '../../../shared/accountTypes';
import { orders } from './table';

/** The company whose records a caller sees, or null for staff, who see every company's. */
export const scopeOf = (caller: Caller): number | null => (isStaffType(caller.accountType) ? null : (caller.companyId ?? null));

export const ordersLifecycle = defineLifecycle({
  machine: orderMachine,
  workflow: 'order',
  table: orders,
  visible: (caller, row) => scopeOf(caller) === null || scopeOf(caller) === row.companyId,
  parties: (caller, row) => (caller.companyId === row.companyId ? ['owner'] : []),
  // The domain work of each step beyond its status, history and audit rows (which the runtime writes).
  actors: {
    update: async () => {},
    changeReceiver: async () => {},
    submit: async () => {},
    approveProcessing: async () => {},
    disapproveProcessing: async () => {},
    reject: async () => {},
    chooseContractor: async () => {},
    chooseConsultant: async () => {},
    contractorAccept: async () => {},
    contractorDecline: async () => {},
    consultantAccept: async () => {},
    consultantDecline: async () => {},
    approveDesign: async () => {},
    disapproveDesign: async () => {},
    changeSpecialist: async () => {},
    approveSpecialistChange: async () => {},
    rejectSpecialistChange: async () => {},
    changeContractor: async () => {},
    changeConsultant: async () => {},
    sendToTsleem: async () => {},
    extendLicence: async () => {},
    uploadGisImage: async () => {},
    setElectricMeter: async () => {},
    arrangeElectricityDelivery: async () => {},
    chooseGarbageCompany: async () => {},
    cancel: async () => {},
    cancelByTsleem: async () => {},
  },
});
