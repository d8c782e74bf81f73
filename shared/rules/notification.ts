/**
 * The notification form (spec 000 §3 "Notification form: type_id, custome_user,
 * user_id"): a message (in Arabic, and optionally in English: each reader sees their
 * language, or the one written), an optional link, and the audience — every active user of
 * an account type, or chosen users of it. Shared by the form (client) and the API.
 */
import * as v from 'valibot';
import type { SharedMessageKey } from '../messages';
import { requiredString } from './user';

const m = (key: SharedMessageKey) => key;

export const NOTIFICATION_MESSAGE_MAX = 1000;
export const NOTIFICATION_LINK_MAX = 500;

/**
 * Where a notification may lead: a path of this portal ("/orders/12", never "//host")
 * or an http(s) address. Anything else (javascript:, data:…) is refused, because the
 * browser follows the link when the notification is clicked.
 */
export const LINK_PATTERN = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s/$.?#][^\s]*)$/i;

export function isSafeLink(link: string): boolean {
  return LINK_PATTERN.test(link);
}

export const notificationMessageRule = v.pipe(requiredString, v.maxLength(NOTIFICATION_MESSAGE_MAX, m('validation.too_long')));

/** The English text beside the Arabic one: optional, so an English reader sees the Arabic when there is none. */
export const notificationMessageEnRule = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NOTIFICATION_MESSAGE_MAX, m('validation.too_long'))), '');

export const notificationLinkRule = v.optional(
  v.pipe(
    v.string(m('validation.link')),
    v.trim(),
    v.maxLength(NOTIFICATION_LINK_MAX, m('validation.too_long')),
    v.check((s) => s === '' || isSafeLink(s), m('validation.link')),
  ),
  '',
);

export const NotificationFormSchema = v.pipe(
  v.object({
    message: notificationMessageRule,
    message_en: notificationMessageEnRule,
    link: notificationLinkRule,
    type_id: v.pipe(v.number(m('validation.required')), v.integer(m('validation.required')), v.minValue(1, m('validation.required'))),
    /** 1: send to the chosen users of the type; 0: to every active user of it */
    custome_user: v.optional(v.picklist([0, 1]), 0),
    user_id: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), []),
  }),
  v.forward(
    v.partialCheck([['custome_user'], ['user_id']], (input) => input.custome_user !== 1 || (input.user_id ?? []).length > 0, m('validation.notification.users')),
    ['user_id'],
  ),
);

export type NotificationFormInput = v.InferInput<typeof NotificationFormSchema>;
export type NotificationFormOutput = v.InferOutput<typeof NotificationFormSchema>;
