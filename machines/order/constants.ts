import type { AccountTypeCode } from '../../shared/accountTypes';

/**
 * Spec 001 §5: "For service_provider and gov users, the receiver_id of a new or
 * edited order is forced to the current user. Others keep the supplied receiver,
 * or default to the current user." So these types never choose a receiver, and
 * CHANGE_RECEIVER is for the other staff-side types.
 */
export const RECEIVER_FORCED_TYPES: AccountTypeCode[] = ['service_provider', 'gov'];

/** Who may hand an order to another receiving company (update-receiver/{id}): the authority and the service centres. */
export const RECEIVER_CHANGER_TYPES: AccountTypeCode[] = ['admin', 'kdana', 'raft_office'];

/**
 * The design office acts on orders as their consultant (spec 001 §1: "contractor
 * and design_office as order actors"; §3 consulting_id, consultor.company.name).
 * Our catalogue also has a dedicated consultant type; both may hold the role.
 */
export const CONSULTANT_TYPES: AccountTypeCode[] = ['design_office', 'consultant'];

export const CONTRACTOR_TYPES: AccountTypeCode[] = ['contractor'];

/** The two order families of spec 001 §7: general/location-orders and general/orders, with their permission prefixes (§6). */
export const ORDER_FAMILIES = {
  locationOrder: { permissionPrefix: 'locationorder', apiPrefix: 'general/location-orders' },
  order: { permissionPrefix: 'order', apiPrefix: 'general/orders' },
} as const;

export type OrderFamily = keyof typeof ORDER_FAMILIES;

/**
 * The consulting stage (/orders/consulting, /location-orders/consulting; order-consulting-index): the
 * statuses in which the order waits for its contractor and consultant to be chosen or to answer.
 */
export const CONSULTING_STATUSES = ['contracting', 'awaiting_contractor', 'awaiting_consultant'] as const;
