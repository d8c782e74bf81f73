/**
 * A record's status as its machine labels and colours it. The colour is never the only
 * sign: the label says it and an icon per tone repeats it (waiting, done, a problem).
 * The tag colours are the theme's darkened ones (white on them ≥ 5:1, src/styles/theme-contrast.css).
 */
import type { AnyStateMachine } from 'xstate';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { Tone } from '../../../machines/core/types';
import { statusOf } from '../workflow/statusOptions';

const severity: Record<Tone, 'info' | 'success' | 'warning' | 'danger'> = { info: 'info', success: 'success', warning: 'warning', danger: 'danger' };
const icon: Record<Tone, string> = { info: 'pi pi-info-circle', success: 'pi pi-check-circle', warning: 'pi pi-clock', danger: 'pi pi-exclamation-circle' };

export function StatusBadge({ machine, status }: { machine: AnyStateMachine; status: string }) {
  const { i18n } = useTranslation();
  const { label, tone } = statusOf(machine, status, i18n.language === 'en' ? 'en' : 'ar');
  return <Tag value={label} severity={tone ? severity[tone] : undefined} icon={tone ? icon[tone] : undefined} rounded data-status={status} className="status-badge" />;
}
