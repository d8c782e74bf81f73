/**
 * Each order family's catalogue, in one place: the services, specialties and pledges its orders
 * take, and the columns of `order_services` and `order_pledges` that point into them. An order
 * (general/orders) takes the orders' catalogue (server/features/services, specialists, pledges); a
 * location order (general/location-orders) the location catalogue (server/features/locationServices,
 * locationSpecialists, locationPledges). The handlers, the lifecycle and the seed read the
 * catalogue only through `catalogueOf(family)`, so the two never mix: a location order's form, its
 * details, its list filter, its readiness facts, its licence and its pledge uploads all name the
 * location catalogue. The tables' CHECK constraints (./table.ts) keep exactly one of each pair set.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { services } from '../services/table';
import { specialists } from '../specialists/table';
import { pledges } from '../pledges/table';
import { locationServices } from '../locationServices/table';
import { locationSpecialists } from '../locationSpecialists/table';
import { locationPledges } from '../locationPledges/table';
import { orderPledges, orderServices } from './table';

type OrderFamilyKey = 'order' | 'locationOrder';
type ServiceLine = typeof orderServices.$inferSelect;
type PledgeUpload = typeof orderPledges.$inferSelect;

const ORDER_CATALOGUE = {
  family: 'order',
  services,
  specialists,
  pledges,
  /** the order_services column that names the family's service, and the one that names its specialty */
  lineService: orderServices.serviceId,
  lineSpecialist: orderServices.specialistId,
  /** the order_pledges column that names the family's pledge */
  uploadPledge: orderPledges.pledgeId,
  /** a service line's references, as the table takes them */
  line: (serviceId: number, specialistId: number | null) => ({ serviceId, specialistId }),
  /** an upload's pledge, as the table takes it */
  pledgeRef: (pledgeId: number) => ({ pledgeId }),
  serviceOf: (line: ServiceLine) => line.serviceId,
  specialistOf: (line: ServiceLine) => line.specialistId,
  pledgeOf: (upload: PledgeUpload) => upload.pledgeId,
  /** the specialty every line takes (an approved specialty change) */
  specialtyOfAll: (specialistId: number) => ({ specialistId }),
} as const;

const LOCATION_CATALOGUE = {
  family: 'locationOrder',
  services: locationServices,
  specialists: locationSpecialists,
  pledges: locationPledges,
  lineService: orderServices.locationServiceId,
  lineSpecialist: orderServices.locationSpecialistId,
  uploadPledge: orderPledges.locationPledgeId,
  line: (serviceId: number, specialistId: number | null) => ({ locationServiceId: serviceId, locationSpecialistId: specialistId }),
  pledgeRef: (pledgeId: number) => ({ locationPledgeId: pledgeId }),
  serviceOf: (line: ServiceLine) => line.locationServiceId,
  specialistOf: (line: ServiceLine) => line.locationSpecialistId,
  pledgeOf: (upload: PledgeUpload) => upload.locationPledgeId,
  specialtyOfAll: (specialistId: number) => ({ locationSpecialistId: specialistId }),
} as const;

export type Catalogue = typeof ORDER_CATALOGUE | typeof LOCATION_CATALOGUE;

/** The catalogue of an order family (an order row's `family`). */
export function catalogueOf(family: OrderFamilyKey | (string & {})): Catalogue {
  if (family === 'order') return ORDER_CATALOGUE;
  if (family === 'locationOrder') return LOCATION_CATALOGUE;
  throw new Error(`orders: no catalogue for the family ${family}`);
}

/** Which of these ids the family's catalogue has, of its services, specialties or pledges. */
export async function knownIds(tx: DbOrTx, cat: Catalogue, of: 'services' | 'specialists' | 'pledges', ids: readonly number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id));
  if (!wanted.length) return new Set();
  const table = cat[of];
  const rows = await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  return new Set(rows.map((r) => r.id));
}
