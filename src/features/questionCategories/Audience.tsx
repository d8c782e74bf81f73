import { userName, type QuestionCategory } from './api';

/** Who a category is for: its users by name, or its account types. */
export function Audience({ r, lang, all }: { r: QuestionCategory; lang: 'ar' | 'en'; all?: boolean }) {
  const names = r.all_users ? r.users.map(userName) : r.types.map((x) => (lang === 'en' ? x.name_en : x.name));
  const shown = all ? names : names.slice(0, 4);
  return (
    <span className="qc-audience">
      {shown.map((n, i) => (
        <span key={i} className="qc-chip">
          <bdi>{n}</bdi>
        </span>
      ))}
      {names.length > shown.length && <span className="qc-chip">+{names.length - shown.length}</span>}
    </span>
  );
}
