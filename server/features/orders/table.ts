/**
 * Orders (الطلبات) and location orders (طلبات المواقع): one table for both families of spec
 * 001 §7 (general/orders and general/location-orders), told apart by `family` — the same
 * fields (§3 "Order: the same fields as a location order, plus garbage_id …"), the same
 * lifecycle built twice (machines/order). Found by drizzle.config.ts and server/db/client.ts.
 *
 * - `company_id` is the receiving company (the spec's receiver_id; the `owner` party);
 * - `design_office_id`, `contracter_id`, `consulting_id`, `garbage_id`: the company accounts
 *   acting on the order (§3; the design office is ours: §1 "design_office as order actor");
 * - `requested_specialist`: a specialty change waiting for the design office (add-specialist);
 * - `licence_token`: the unguessable code of the licence's QR (/orders/qr/{qr}), set when
 *   tsleem approves;
 * - `electric_meter`: §3 "Electrical meter" (orders only).
 */
import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, timestamp, index, text, date, jsonb, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { files, users } from '../../db/schema';
import { camps } from '../camps/table';
import { services } from '../services/table';
import { specialists } from '../specialists/table';
import { pledges } from '../pledges/table';
import { locationServices } from '../locationServices/table';
import { locationSpecialists } from '../locationSpecialists/table';
import { locationPledges } from '../locationPledges/table';

/** §3 "Electrical meter". */
export interface ElectricMeter {
  subscription_number: string;
  metric_capacity: number | null;
  closest_cabin: string | null;
  metric_status: string | null;
  payment_status: string | null;
  last_read: number | null;
  shared: 0 | 1;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** 'order' (general/orders) or 'locationOrder' (general/location-orders) */
    family: text('family').notNull().default('order'),
    title: text('title').notNull(),
    campId: integer('camp_id')
      .notNull()
      .references(() => camps.id, { onDelete: 'restrict' }),
    numberOfHijaj: integer('number_of_hijaj').notNull(),
    tentCount: integer('tent_count'),
    countDay: integer('count_day'),
    planedAchiveDate: date('planed_achive_date'),
    notes: text('notes'),
    /** a status of the order machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    /** the receiving company (receiver_id): a main account's id */
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id),
    designOfficeId: integer('design_office_id').references(() => users.id),
    contracterId: integer('contracter_id').references(() => users.id),
    consultingId: integer('consulting_id').references(() => users.id),
    garbageId: integer('garbage_id').references(() => users.id),
    requestedSpecialist: jsonb('requested_specialist').$type<number[] | null>(),
    rejectionReason: text('rejection_reason'),
    cancelReason: text('cancel_reason'),
    licenseStartDate: date('license_start_date'),
    licenseEndDate: date('license_end_date'),
    licenceToken: text('licence_token'),
    gisImgFileId: integer('gis_img_file_id').references(() => files.id, { onDelete: 'set null' }),
    electricMeter: jsonb('electric_meter').$type<ElectricMeter | null>(),
    electricityDeliveryDate: date('electricity_delivery_date'),
    createdBy: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_camp_id_idx').on(t.campId),
    index('orders_company_idx').on(t.companyId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_family_idx').on(t.family, t.createdAt),
    index('orders_design_office_idx').on(t.designOfficeId),
    index('orders_contracter_idx').on(t.contracterId),
    index('orders_consulting_idx').on(t.consultingId),
    uniqueIndex('orders_licence_token_idx')
      .on(t.licenceToken)
      .where(sql`${t.licenceToken} is not null`),
  ],
);

/**
 * The services an order asks for, each with the specialty it is assigned to (§3 counters "service count … per
 * specialty"). Each family takes them from its own catalogue (./catalogue.ts): an order from the orders'
 * services and specialties (`service_id`, `specialist_id`), a location order from the location catalogue
 * (`location_service_id`, `location_specialist_id`). Exactly one service column is set, and the specialty, when
 * set, is of the same catalogue as the service; a service is on an order once.
 */
export const orderServices = pgTable(
  'order_services',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** an order's service (server/features/services); null on a location order's line */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'restrict' }),
    /** null: "There are services without specified specialties" (§8) */
    specialistId: integer('specialist_id').references(() => specialists.id, { onDelete: 'restrict' }),
    /** a location order's service (server/features/locationServices); null on an order's line */
    locationServiceId: integer('location_service_id').references(() => locationServices.id, { onDelete: 'restrict' }),
    /** a location order's specialty (server/features/locationSpecialists); null: not specified yet */
    locationSpecialistId: integer('location_specialist_id').references(() => locationSpecialists.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    index('order_services_order_idx').on(t.orderId),
    uniqueIndex('order_services_order_service_idx').on(t.orderId, t.serviceId),
    uniqueIndex('order_services_order_location_service_idx').on(t.orderId, t.locationServiceId),
    index('order_services_service_idx').on(t.serviceId),
    index('order_services_location_service_idx').on(t.locationServiceId),
    check('order_services_one_service', sql`num_nonnulls(${t.serviceId}, ${t.locationServiceId}) = 1`),
    check('order_services_specialty_of_catalogue', sql`(${t.serviceId} is null or ${t.locationSpecialistId} is null) and (${t.locationServiceId} is null or ${t.specialistId} is null)`),
  ],
);

/**
 * A pledge signed and uploaded for an order (the attachment lifecycle, machines/attachment:
 * pending, approved, rejected, replaced), of its family's pledges: `pledge_id` on an order,
 * `location_pledge_id` on a location order — exactly one is set. A replacement is a new row; the old one becomes
 * `replaced` and keeps its file and reason.
 */
export const orderPledges = pgTable(
  'order_pledges',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** an order's pledge (server/features/pledges); null on a location order's upload */
    pledgeId: integer('pledge_id').references(() => pledges.id, { onDelete: 'restrict' }),
    /** a location order's pledge (server/features/locationPledges); null on an order's upload */
    locationPledgeId: integer('location_pledge_id').references(() => locationPledges.id, { onDelete: 'restrict' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    /** a status of the attachment machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    rejectionReason: text('rejection_reason'),
    /** the company of the order (the attachment's `owner` party) */
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_pledges_order_idx').on(t.orderId, t.pledgeId),
    index('order_pledges_order_location_idx').on(t.orderId, t.locationPledgeId),
    check('order_pledges_one_pledge', sql`num_nonnulls(${t.pledgeId}, ${t.locationPledgeId}) = 1`),
  ],
);

/** A sharer's signature on an order (machines/sharerSignature: unsigned, signed). One per order and sharer. */
export const orderSignatures = pgTable(
  'order_signatures',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sharerId: integer('sharer_id')
      .notNull()
      .references(() => users.id),
    /** a status of the sharerSignature machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_signatures_order_sharer_idx').on(t.orderId, t.sharerId)],
);

/**
 * Companies that may not be chosen as contractor or consultant (/blacklist, order-blacklist-index;
 * issue 12). One row per company; lifting the ban deletes it (the audit log keeps who and when).
 */
export const companyBlacklist = pgTable('company_blacklist', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A request to cancel an order, or to replace its accepted contractor or consultant (machines/cancelRequest:
 * pending, approved, rejected). `type` says which; a replacement names the new company. Approving it sends
 * the order its event (CANCEL, CHANGE_CONTRACTOR, CHANGE_CONSULTANT) in the same transaction.
 */
export const orderCancelRequests = pgTable(
  'order_cancel_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'order', 'contractor' or 'consultant' (machines/cancelRequest CANCEL_REQUEST_TYPES) */
    type: text('type').notNull(),
    /** the company that takes over (contractor and consultant requests) */
    replacementId: integer('replacement_id').references(() => users.id),
    reason: text('reason').notNull(),
    rejectionReason: text('rejection_reason'),
    /** a status of the cancelRequest machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    /** the order's receiving company, who filed it */
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_cancel_requests_order_idx').on(t.orderId),
    index('order_cancel_requests_status_idx').on(t.status, t.createdAt),
    // one open request of a kind per order
    uniqueIndex('order_cancel_requests_open_idx')
      .on(t.orderId, t.type)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * An achievement (progress) report on a licensed order, filed by its consultant (machines/achievementReport:
 * pending, approve, disapproved, old — the spec's words). Filing a newer one makes the order's earlier
 * undecided reports `old` in the same transaction.
 */
export const orderReports = pgTable(
  'order_reports',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** the consultant who filed it */
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id),
    /** how far the works are, in per cent */
    progress: integer('progress').notNull(),
    /** the date the works were seen at this stage (the dictionaries' achive_date) */
    achiveDate: date('achive_date').notNull(),
    notes: text('notes'),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    /** a status of the achievementReport machine; written only by server/lifecycle/ */
    status: text('status').notNull(),
    rejectionReason: text('rejection_reason'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_reports_order_idx').on(t.orderId, t.createdAt), index('order_reports_status_idx').on(t.status, t.createdAt)],
);
