/** A ticket's importance as a tag: the spec's stored word (low, meduim, height) shown in the reader's language. */
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

const SEVERITY = { low: 'info', meduim: 'warning', height: 'danger' } as const;

export function Importance({ level }: { level: keyof typeof SEVERITY }) {
  const { t } = useTranslation('tickets');
  return <Tag value={t(`importance.${level}`)} severity={SEVERITY[level]} className="ticket-importance" />;
}
