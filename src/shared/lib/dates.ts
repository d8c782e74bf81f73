/**
 * Dates as the portal shows them: the card format Y-M-D HH:mm (spec 000 §9), and
 * the Hijri (Umm al-Qura) date beside it where the season is planned in Hijri.
 */
import type { Lang } from '../../../shared/label';

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '—';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formatDate(value: string | Date | null | undefined): string {
  return formatDateTime(value).slice(0, 10);
}

/** e.g. "15 جمادى الأولى 1448 هـ" or "15 Jumada I 1448 AH" */
export function formatHijri(value: string | Date | null | undefined, lang: Lang): string {
  if (!value) return '';
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-islamic-umalqura-nu-latn' : 'en-US-u-ca-islamic-umalqura', { day: 'numeric', month: 'long', year: 'numeric' }).format(d);
}
