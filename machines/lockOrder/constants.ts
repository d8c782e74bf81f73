import { rejectedRedirect } from '../reassignOrder/constants';

/** Spec 001 §2 and 000 §9: the viewer of a rejected lock order is sent to /lock-orders after 1 second. */
export const LOCK_REJECTED_REDIRECT = rejectedRedirect('lock');
