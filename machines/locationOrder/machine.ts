/**
 * The location order (general/location-orders; spec 001 §2 /location-orders,
 * /location-orders/consulting, /location-order-cancel-requests,
 * /location-order-reports, /location-orders/license/{id}; §3 Location order; §4
 * "Actions on location orders and orders"; §6 "locationorder-* equivalents"; §7).
 *
 * The same lifecycle as the order, built by the same function (machines/order/
 * machine.ts, docs/workflows/order.md has the reasons): draft → tsleem_processing
 * (SUBMIT, refused with "The order is not complete yet", "There are services without
 * specified specialties", "There are pledges not uploaded or not processed" or
 * "There are rejected attachments not corrected") → contracting /
 * awaiting_contractor / awaiting_consultant (the owner chooses both; each accepts or
 * declines) → design_review (the design office approves; a specialty change waits
 * in specialist_change for its approval) → in_progress → licensed (extendable);
 * returned after a disapproval; cancelled by an approved cancel request or by the
 * tsleem authority; rejected by it.
 *
 * Differences from the order: the locationorder-* permissions, and no electric
 * meter, electricity delivery or garbage company (§7: those calls exist under
 * general/orders only).
 */
import { buildOrderMachine } from '../order/machine';

export const locationOrderMachine = buildOrderMachine('locationOrder');
