/**
 * Every message a machine may report, in Arabic and English. Kept apart from the
 * machines themselves so screens can load the texts without loading every machine.
 */
import type { Label } from '../shared/label';
import { coreMessages } from './core/messages';
import { userAccountMessages } from './userAccount/messages';
import { campMessages } from './camp/messages';
import { assignmentMessages } from './assignment/messages';
import { appointmentMessages } from './appointment/messages';
import { handoverSignatureMessages } from './handoverSignature/messages';
import { clearanceMessages } from './clearance/messages';
import { vehicleEntryPermitMessages } from './vehicleEntryPermit/messages';
import { carLicenceOrderMessages } from './carLicenceOrder/messages';
import { violationMessages } from './violation/messages';
import { ticketMessages } from './ticket/messages';
import { complaintMessages } from './complaint/messages';
import { questionnaireResponseMessages } from './questionnaireResponse/messages';
import { questionnaireMessages } from './questionnaire/messages';
import { dbArchiveMessages } from './dbArchive/messages';
import { notificationMessages } from './notification/messages';
import { orderMessages } from './order/messages';
import { sharerSignatureMessages } from './sharerSignature/messages';
import { attachmentMessages } from './attachment/messages';
import { cancelRequestMessages } from './cancelRequest/messages';
import { achievementReportMessages } from './achievementReport/messages';
import { readinessLicenceMessages } from './readinessLicence/messages';
import { tempLicenceOrderMessages } from './tempLicenceOrder/messages';
import { reassignOrderMessages } from './reassignOrder/messages';
import { paymentOrderMessages } from './sadadOrder/messages';

export const machineMessages: Record<string, Label> = {
  ...coreMessages,
  ...userAccountMessages,
  ...campMessages,
  ...assignmentMessages,
  ...appointmentMessages,
  ...handoverSignatureMessages,
  ...clearanceMessages,
  ...vehicleEntryPermitMessages,
  ...carLicenceOrderMessages,
  ...violationMessages,
  ...ticketMessages,
  ...complaintMessages,
  ...questionnaireMessages,
  ...questionnaireResponseMessages,
  ...dbArchiveMessages,
  ...notificationMessages,
  ...orderMessages,
  ...sharerSignatureMessages,
  ...attachmentMessages,
  ...cancelRequestMessages,
  ...achievementReportMessages,
  ...readinessLicenceMessages,
  ...tempLicenceOrderMessages,
  ...reassignOrderMessages,
  ...paymentOrderMessages,
};
