/** How a complaint's vocabularies read on screen (shared/complaints.ts): the priority as a coloured tag, the others as words. */
import { Tag } from 'primereact/tag';
import type { Lang } from '../../../shared/label';
import { COMPLAINT_PRIORITIES, COMPLAINT_SOURCES, COMPLAINT_TYPES, complaintPriorityLabels, complaintSourceLabels, complaintTypeLabels, type ComplaintPriority } from '../../../shared/complaints';
import type { Complaint } from './api';

const SEVERITY: Record<ComplaintPriority, 'success' | 'warning' | 'danger'> = { low: 'success', medium: 'warning', high: 'danger' };

export const typeText = (type: Complaint['type'], lang: Lang) => complaintTypeLabels[type]?.[lang] ?? type;
export const sourceText = (source: Complaint['source'], lang: Lang) => complaintSourceLabels[source]?.[lang] ?? source;

export function Priority({ level, lang }: { level: Complaint['priority']; lang: Lang }) {
  return <Tag value={complaintPriorityLabels[level]?.[lang] ?? level} severity={SEVERITY[level]} className="complaint-priority" />;
}

/** The choices of each vocabulary in the reader's language (forms and list filters). */
export const typeOptions = (lang: Lang) => COMPLAINT_TYPES.map((value) => ({ value, label: complaintTypeLabels[value][lang] }));
export const priorityOptions = (lang: Lang) => COMPLAINT_PRIORITIES.map((value) => ({ value, label: complaintPriorityLabels[value][lang] }));
export const sourceOptions = (lang: Lang) => COMPLAINT_SOURCES.map((value) => ({ value, label: complaintSourceLabels[value][lang] }));
