/**
 * Every lifecycle of the portal, by machine id. The server applies state changes
 * only through these; the screens show actions only when they accept them; the
 * diagrams and transition tables in docs/workflows are generated from them.
 */
import type { AnyStateMachine } from 'xstate';
import { userAccountMachine } from './userAccount';
import { campMachine } from './camp';
import { assignmentMachine } from './assignment';
import { appointmentMachine } from './appointment';
import { handoverSignatureMachine } from './handoverSignature';
import { clearanceMachine } from './clearance';
import { vehicleEntryPermitMachine } from './vehicleEntryPermit';
import { carLicenceOrderMachine } from './carLicenceOrder';
import { violationMachine } from './violation';
import { ticketMachine } from './ticket';
import { complaintMachine } from './complaint';
import { questionnaireResponseMachine } from './questionnaireResponse';
import { questionnaireMachine } from './questionnaire';
import { dbArchiveMachine } from './dbArchive';
import { notificationMachine } from './notification';
import { orderMachine } from './order';
import { locationOrderMachine } from './locationOrder';
import { sharerSignatureMachine } from './sharerSignature';
import { attachmentMachine } from './attachment';
import { cancelRequestMachine } from './cancelRequest';
import { achievementReportMachine } from './achievementReport';
import { readinessLicenceMachine } from './readinessLicence';
import { tempLicenceOrderMachine } from './tempLicenceOrder';
import { reassignOrderMachine } from './reassignOrder';
import { lockOrderMachine } from './lockOrder';
import { sadadOrderMachine } from './sadadOrder';
import { invoiceMachine } from './invoice';

export const workflows = {
  userAccount: userAccountMachine,
  camp: campMachine,
  assignment: assignmentMachine,
  appointment: appointmentMachine,
  handoverSignature: handoverSignatureMachine,
  clearance: clearanceMachine,
  vehicleEntryPermit: vehicleEntryPermitMachine,
  carLicenceOrder: carLicenceOrderMachine,
  violation: violationMachine,
  ticket: ticketMachine,
  complaint: complaintMachine,
  questionnaire: questionnaireMachine,
  questionnaireResponse: questionnaireResponseMachine,
  dbArchive: dbArchiveMachine,
  notification: notificationMachine,
  order: orderMachine,
  locationOrder: locationOrderMachine,
  sharerSignature: sharerSignatureMachine,
  attachment: attachmentMachine,
  cancelRequest: cancelRequestMachine,
  achievementReport: achievementReportMachine,
  readinessLicence: readinessLicenceMachine,
  tempLicenceOrder: tempLicenceOrderMachine,
  reassignOrder: reassignOrderMachine,
  lockOrder: lockOrderMachine,
  sadadOrder: sadadOrderMachine,
  invoice: invoiceMachine,
} as const satisfies Record<string, AnyStateMachine>;

export type WorkflowId = keyof typeof workflows;

/** A workflow's machine by its id, as a plain machine (indexing the union of every machine's type grows too deep to check). */
export const machineById = (id: string): AnyStateMachine | undefined => (workflows as Record<string, AnyStateMachine>)[id];

export { machineMessages } from './messages';

export * from './core';
export * from './userAccount';
export * from './camp';
export * from './assignment';
export * from './appointment';
export * from './handoverSignature';
export * from './clearance';
export * from './vehicleEntryPermit';
export * from './carLicenceOrder';
export * from './violation';
export * from './ticket';
export * from './complaint';
export * from './questionnaire';
export * from './questionnaireResponse';
export * from './dbArchive';
export * from './notification';
export * from './order';
export * from './locationOrder';
export * from './sharerSignature';
export * from './attachment';
export * from './cancelRequest';
export * from './achievementReport';
export * from './readinessLicence';
export * from './tempLicenceOrder';
export * from './reassignOrder';
export * from './lockOrder';
export * from './sadadOrder';
export * from './invoice';
