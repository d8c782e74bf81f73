import type { Lang } from '../../../shared/label';

/** A form question as the screens receive it with its answer (the handover, readiness and temporary-licence forms). */
export interface AnsweredQuestion {
  type: string;
  options: { id: number; name?: string | null; name_en?: string | null }[];
  answer?: string | null;
}

const WORDS = { yes: { ar: 'نعم', en: 'Yes' }, no: { ar: 'لا', en: 'No' } } as const;

/** An answer in words: yes/no spelled out, a choice's option by its name, anything else as given; '—' when unanswered. */
export function answerText(q: AnsweredQuestion, lang: Lang): string {
  if (!q.answer) return '—';
  if (q.type === 'yes_no' && (q.answer === 'yes' || q.answer === 'no')) return WORDS[q.answer][lang];
  if (q.type === 'choice') {
    const o = q.options.find((x) => String(x.id) === q.answer);
    return (lang === 'en' ? o?.name_en || o?.name : o?.name) || q.answer;
  }
  return q.answer;
}
