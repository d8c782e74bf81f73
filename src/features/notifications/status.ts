/**
 * A notification's status as the screens show and filter it, from the notification machine:
 * its statuses (unseen, seen) with their labels and tones, and the is_seen flag each stands for.
 */
import { notificationMachine } from '../../../machines/notification/machine';
import { NOTIFICATION_IS_SEEN } from '../../../machines/notification/constants';
import { statusOptions, type StatusOption } from '../../shared/workflow/statusOptions';
import type { Lang } from '../../../shared/label';

export { notificationMachine };
export { notificationStatusOf } from '../../../machines/notification/constants';

/** The machine's statuses (value: the status). */
export const notificationStatuses = (lang: Lang): StatusOption[] => statusOptions(notificationMachine, lang);

/** The machine's statuses as an is_seen filter (value: '0' or '1', as the address carries it). */
export const seenFilterOptions = (lang: Lang) => notificationStatuses(lang).map((o) => ({ value: String(NOTIFICATION_IS_SEEN[o.value as keyof typeof NOTIFICATION_IS_SEEN]), label: o.label }));
