/** Who may choose a subject (its get_restriction): everyone, or its type's users and its named users. */
import { useTranslation } from 'react-i18next';
import type { TicketSubject } from './api';

export function Restriction({ subject }: { subject: Pick<TicketSubject, 'get_restriction'> }) {
  const { t } = useTranslation('ticketSubjects');
  const r = subject.get_restriction;
  if (r.everyone) return <span>{t('view.everyone')}</span>;
  const parts = [...(r.type ? [r.type] : []), ...(r.users ? [t('view.users', { count: r.users })] : [])];
  return <span>{parts.join(' · ')}</span>;
}
