/** What the handover's screens share: which actions the caller may take on a form now, and why not the others. */
import type { TFunction } from 'i18next';
import { hasPermission, type SessionData } from '../../shared/auth/session';
import type { AppointmentForms } from './api';

type FormRow = AppointmentForms['forms'][number];
export interface Offer {
  allowed: boolean;
  reason?: string;
}

/** Answer, edit, sign, view: each allowed or with the reason it is not (the machines' rules, as the server applies them). */
export function offers(data: AppointmentForms, form: FormRow, session: SessionData | null, t: TFunction): Record<'answer' | 'edit' | 'sign' | 'view', Offer> {
  const anyAnswered = data.forms.some((f) => f.answered === 1);
  const mine = form.signatures.find((s) => s.type_id === session?.user.type_id);
  const someoneSigned = form.signatures.some((s) => s.status === 'signed');
  const perm = (p: Parameters<typeof hasPermission>[1]) => hasPermission(session, p);
  const no = (reason: string): Offer => ({ allowed: false, reason });
  const answer = !perm('appointment-form-answer')
    ? no(t('forms.noPermission'))
    : anyAnswered || data.assignment_status !== 'appointment'
      ? no(t('forms.alreadyAnswered'))
      : data.current_appointment !== 1
        ? no(t('forms.notCurrent'))
        : { allowed: true };
  const edit = !perm('appointment-form-answer-edit')
    ? no(t('forms.noPermission'))
    : form.answered !== 1
      ? no(t('forms.notAnsweredYet'))
      : someoneSigned || data.assignment_status !== 'answered'
        ? no(t('forms.someoneSigned'))
        : { allowed: true };
  const sign = !perm('delivery-sign')
    ? no(t('forms.noPermission'))
    : form.answered !== 1
      ? no(t('forms.notAnsweredYet'))
      : !form.signers.some((s) => s.type_id === session?.user.type_id)
        ? no(t('forms.notSigner'))
        : mine?.status === 'signed'
          ? no(t('forms.youSigned'))
          : { allowed: true };
  const view = perm('delivery-view') ? { allowed: true } : no(t('forms.noPermission'));
  return { answer, edit, sign, view };
}

/** A date and time as the portal shows cards (spec 000 §9: Y-M-D HH:mm), in Makkah time. */
export function dateTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ar-SA-u-ca-gregory-nu-latn', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(new Date(iso));
}
