/**
 * Demo SLA targets: what an authority desk would promise for the steps that wait on somebody (the statuses in
 * working days). The portal's first job-queue run finds the demo records already past them and rings their
 * companies' bells — nothing is written here as "overdue": the sweep decides.
 */
import type { Tx } from '../../db/client';
import type { DemoSeedContext } from '../../seed/areas';
import { slaTargets } from './table';

const TARGETS: Array<[workflow: string, status: string, days: number]> = [
  ['userAccount', 'review', 3],
  ['appointment', 'pending', 2],
  ['assignment', 'answered', 2],
  ['order', 'design_review', 5],
  ['order', 'tsleem_processing', 5],
  ['locationOrder', 'tsleem_processing', 5],
  ['tempLicenceOrder', 'pending', 3],
  ['readinessLicence', 'pending', 3],
  ['carLicenceOrder', 'pending', 2],
  ['vehicleEntryPermit', 'pending', 2],
  ['violation', 'issued', 7],
  ['reassignOrder', 'camps_approval', 3],
  ['reassignOrder', 'payment_review', 2],
  ['lockOrder', 'camps_approval', 3],
];

export async function demo(tx: Tx, { now }: DemoSeedContext): Promise<void> {
  await tx.insert(slaTargets).values(TARGETS.map(([workflow, status, targetDays]) => ({ workflow, status, targetDays, updatedAt: now })));
}
