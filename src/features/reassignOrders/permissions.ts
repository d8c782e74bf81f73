import type { Permission } from '../../../shared/permission-names';
import type { ReassignOrderType } from '../../../machines/reassignOrder/constants';

/**
 * Each type's permissions for its screens (spec 001 §6 order-re-assign-*, lock-*): the routes check them, and
 * an order's link leads to the screen of its step only for whoever holds that step's permission.
 */
export const STEP_PERMISSIONS: Record<ReassignOrderType, Record<'index' | 'form' | 'camps' | 'signature' | 'file', Permission>> = {
  reassign: { index: 'order-re-assign-index', form: 'order-re-assign-form', camps: 'order-re-assign-approve-camps', signature: 'order-re-assign-signature', file: 'order-re-assign-file' },
  lock: { index: 'lock-index', form: 'lock-form', camps: 'lock-approve-camps', signature: 'lock-signature', file: 'lock-file' },
};
