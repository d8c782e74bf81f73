/**
 * The camp dossier's groups (issue 16: "assignment, handover, orders, licences, violations, penalties, payments and
 * clearance on one timeline"), in that order, each with the workflows whose records it gathers. One place for the
 * server (which records it reads, server/features/campDossier) and the screen (the group filter's labels).
 */
import type { Label } from './label';

export const DOSSIER_GROUPS = ['assignment', 'handover', 'orders', 'licences', 'violations', 'penalties', 'payments', 'clearance'] as const;
export type DossierGroup = (typeof DOSSIER_GROUPS)[number];

export const dossierGroups: Readonly<Record<DossierGroup, { label: Label; workflows: readonly string[] }>> = {
  // the camp's own readiness steps read with its assignments: both say who may use the camp
  assignment: { label: { ar: 'التخصيص', en: 'Assignment' }, workflows: ['camp', 'assignment'] },
  handover: { label: { ar: 'التسليم', en: 'Handover' }, workflows: ['appointment', 'handoverSignature'] },
  orders: { label: { ar: 'الطلبات', en: 'Orders' }, workflows: ['order', 'locationOrder', 'vehicleEntryPermit'] },
  licences: { label: { ar: 'الرخص', en: 'Licences' }, workflows: ['readinessLicence', 'tempLicenceOrder'] },
  violations: { label: { ar: 'المخالفات', en: 'Violations' }, workflows: ['violation'] },
  // re-delivery and lock orders are where the portal prices a penalty (reassign_orders.penalty_amount)
  penalties: { label: { ar: 'الغرامات', en: 'Penalties' }, workflows: ['reassignOrder', 'lockOrder'] },
  payments: { label: { ar: 'المدفوعات', en: 'Payments' }, workflows: ['sadadOrder', 'invoice'] },
  clearance: { label: { ar: 'المخالصة', en: 'Clearance' }, workflows: ['clearance'] },
};

/** The groups whose records belong to the holding company rather than to the camp. */
export const COMPANY_GROUPS: readonly DossierGroup[] = ['payments', 'clearance'];
