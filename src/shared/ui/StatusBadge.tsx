/** A record's status as its machine labels and colours it. */
import type { AnyStateMachine } from 'xstate';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { StateMeta, Tone } from '../../../machines/core/types';

const severity: Record<Tone, 'info' | 'success' | 'warning' | 'danger'> = { info: 'info', success: 'success', warning: 'warning', danger: 'danger' };

export function StatusBadge({ machine, status }: { machine: AnyStateMachine; status: string }) {
  const { i18n } = useTranslation();
  const meta = machine.root.states[status]?.meta as StateMeta | undefined;
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  return <Tag value={meta?.label[lang] ?? status} severity={meta ? severity[meta.tone] : undefined} rounded data-status={status} />;
}
