/**
 * A complaint's vocabularies (spec 001 §3 Complaint: title, type, priority, location, files, internal/external). The
 * spec names the fields, not their values: these are ours (docs/complaints.md). Pure data for the contract's enums'
 * twin, the machine, the server and the screens.
 */
import type { Label } from './label';

/** What a complaint is about (ours). */
export const COMPLAINT_TYPES = ['cleanliness', 'safety', 'services', 'crowding', 'other'] as const;
/** How urgent it is (ours: plain words; the tickets keep the spec's own spelling for their importance level). */
export const COMPLAINT_PRIORITIES = ['low', 'medium', 'high'] as const;
/** Where it came from: raised inside the portal's organisations, or received from pilgrims or the public. */
export const COMPLAINT_SOURCES = ['internal', 'external'] as const;

export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export type ComplaintPriority = (typeof COMPLAINT_PRIORITIES)[number];
export type ComplaintSource = (typeof COMPLAINT_SOURCES)[number];

export const complaintTypeLabels: Record<ComplaintType, Label> = {
  cleanliness: { ar: 'النظافة', en: 'Cleanliness' },
  safety: { ar: 'السلامة', en: 'Safety' },
  services: { ar: 'الخدمات', en: 'Services' },
  crowding: { ar: 'الازدحام', en: 'Crowding' },
  other: { ar: 'أخرى', en: 'Other' },
};

export const complaintPriorityLabels: Record<ComplaintPriority, Label> = {
  low: { ar: 'منخفضة', en: 'Low' },
  medium: { ar: 'متوسطة', en: 'Medium' },
  high: { ar: 'عالية', en: 'High' },
};

export const complaintSourceLabels: Record<ComplaintSource, Label> = {
  internal: { ar: 'داخلية', en: 'Internal' },
  external: { ar: 'خارجية', en: 'External' },
};

/** The longest resolution note or rejection reason. */
export const COMPLAINT_NOTE_MAX = 2000;
