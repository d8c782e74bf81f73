/**
 * SADAD orders follow the sadadOrder lifecycle (machines/sadadOrder): issued `pending`, changed only
 * through this definition (server/lifecycle/), which writes the history and audit rows that
 * logs/{id} reads. A company sees and acts on its own orders only (another's is a 404): it is their
 * `owner` party, who uploads the receipt. Staff (admin, kdana) see all, decide and cancel.
 */
import { sadadOrderMachine } from '../../../machines';
import { defineLifecycle } from '../../lifecycle/define';
import { paymentOrderActors } from '../../payments/actors';
import { payerScopeOf } from '../../payments/paymentOrders';
import { sadadOrders } from './table';

export const sadadOrdersLifecycle = defineLifecycle({
  machine: sadadOrderMachine,
  workflow: 'sadadOrder',
  table: sadadOrders,
  visible: (caller, row) => payerScopeOf(caller) === null || payerScopeOf(caller) === row.companyId,
  parties: (caller, row) => ((caller.companyId ?? caller.userId) === row.companyId ? ['owner'] : []),
  keep: ['rejection_reason', 'attachment_file_id'],
  actors: paymentOrderActors<typeof sadadOrders.$inferSelect>(),
});
