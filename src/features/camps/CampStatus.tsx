/**
 * A camp's status as the server words it (`status_text`, spec 000 §3, in the caller's language),
 * coloured by the camp machine's tone; an icon per tone repeats the colour (never the only sign),
 * as StatusBadge does.
 */
import { Tag } from 'primereact/tag';
import type { Tone } from '../../../machines/core/types';
import { campMachine } from '../../../machines';
import { statusOf } from '../../shared/workflow/statusOptions';
import type { Camp } from './api';

const severity: Record<Tone, 'info' | 'success' | 'warning' | 'danger'> = { info: 'info', success: 'success', warning: 'warning', danger: 'danger' };
const icon: Record<Tone, string> = { info: 'pi pi-info-circle', success: 'pi pi-check-circle', warning: 'pi pi-clock', danger: 'pi pi-exclamation-circle' };

export function CampStatus({ camp }: { camp: Pick<Camp, 'status' | 'status_text'> }) {
  const { tone } = statusOf(campMachine, camp.status, 'ar');
  return <Tag value={camp.status_text} severity={tone ? severity[tone] : undefined} icon={tone ? icon[tone] : undefined} rounded data-status={camp.status} className="status-badge" />;
}
