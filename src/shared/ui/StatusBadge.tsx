/** A record's status as its machine labels and colours it. */
import type { AnyStateMachine } from 'xstate';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { Tone } from '../../../machines/core/types';
import { statusOf } from '../workflow/statusOptions';

const severity: Record<Tone, 'info' | 'success' | 'warning' | 'danger'> = { info: 'info', success: 'success', warning: 'warning', danger: 'danger' };

export function StatusBadge({ machine, status }: { machine: AnyStateMachine; status: string }) {
  const { i18n } = useTranslation();
  const { label, tone } = statusOf(machine, status, i18n.language === 'en' ? 'en' : 'ar');
  return <Tag value={label} severity={tone ? severity[tone] : undefined} rounded data-status={status} />;
}
