/** The season archive's small parts: a season's day with its Hijri date, a record's status tag and its own page. */
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { workflows, type WorkflowId } from '../../../machines';
import type { Tone } from '../../../machines/core/types';
import { formatHijri } from '../../shared/lib/dates';
import { statusOf } from '../../shared/workflow/statusOptions';
import type { SeasonRecord } from './api';
import './dbArchives.css';

/** A season's day: the Gregorian date (the stored one), and under it the Umm al-Qura date the season is planned in. */
export function SeasonDay({ day }: { day: string }) {
  const { i18n } = useTranslation();
  // noon UTC: the same calendar day in Riyadh and everywhere the screen may be read
  const hijri = formatHijri(`${day}T12:00:00Z`, i18n.language === 'en' ? 'en' : 'ar');
  return (
    <span className="season-day">
      <bdi dir="ltr">{day}</bdi>
      {hijri && <small className="muted">{hijri}</small>}
    </span>
  );
}

const severity: Record<Tone, 'info' | 'success' | 'warning' | 'danger'> = { info: 'info', success: 'success', warning: 'warning', danger: 'danger' };
const icon: Record<Tone, string> = { info: 'pi pi-info-circle', success: 'pi pi-check-circle', warning: 'pi pi-clock', danger: 'pi pi-exclamation-circle' };

/** A record's status: the server's text (its kind's machine's label) in its machine's tone (src/shared/ui/StatusBadge.tsx). */
export function RecordStatus({ record }: { record: SeasonRecord }) {
  const machine = workflows[record.workflow as WorkflowId];
  const tone = machine ? statusOf(machine, record.status, 'ar').tone : undefined;
  return <Tag value={record.status_text} severity={tone ? severity[tone] : undefined} icon={tone ? icon[tone] : undefined} rounded data-status={record.status} className="status-badge" />;
}

/** Where a record of each kind is read (its area's own view page, src/features/<area>/routes.tsx). */
export function recordPath(r: Pick<SeasonRecord, 'kind' | 'id' | 'form_id'>): string {
  switch (r.kind) {
    case 'order':
      return `/orders/details/${r.id}`;
    case 'location_order':
      return `/location-orders/details/${r.id}`;
    case 'temp_licence':
      return `/temp-licenses-order/view/${r.id}`;
    case 'readiness_licence':
      return `/readiness-license/details/${r.id}`;
    case 'car_licence':
      return `/request-licenses/view/${r.id}`;
    case 'vehicle_entry_permit':
      return `/vehicle-entry-permit-orders/details/${r.id}`;
    case 'violation':
      return `/regulatory-violation-order/${r.id}`;
    case 'reassign':
      return `/re-assign-orders/${r.id}/form/${r.form_id ?? 0}/view`;
    case 'lock':
      return `/lock-orders/${r.id}/details`;
    case 'sadad':
      return `/sadad/details/${r.id}`;
    case 'invoice':
      return `/invoices/details/${r.id}`;
    case 'clearance':
      // a clearance is read in the companies' clearances (one voter's page needs the voter)
      return '/clearance';
  }
}
