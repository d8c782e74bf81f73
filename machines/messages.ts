/**
 * Every message a machine may report, in Arabic and English. Kept apart from the
 * machines themselves so screens can load the texts without loading every machine.
 */
import type { Label } from '../shared/label';
import { coreMessages } from './core/messages';
import { userAccountMessages } from './userAccount/messages';

export const machineMessages: Record<string, Label> = {
  ...coreMessages,
  ...userAccountMessages,
};
