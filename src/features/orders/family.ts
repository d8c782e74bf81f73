/**
 * The order screens' family (src/shared/orders/family.ts: paths, permissions, calls) with its
 * machine: the order machine, or the location order machine — the same lifecycle built with the
 * locationorder-* permissions and without the electricity steps (machines/locationOrder).
 */
import { locationOrderMachine, orderMachine } from '../../../machines';
import { useFamily, type Family, type FamilyScreens } from '../../shared/orders/family';

export const MACHINES: Record<Family, typeof orderMachine> = { order: orderMachine, locationOrder: locationOrderMachine };

export type OrderFamilyScreens = FamilyScreens & { machine: typeof orderMachine };

/** The family of the screen's address, with its machine. */
export function useOrderFamily(): OrderFamilyScreens {
  const F = useFamily();
  return { ...F, machine: MACHINES[F.family] };
}
