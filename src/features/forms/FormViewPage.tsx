/**
 * /forms/{id} and /temp-licenses-forms/{id}: one form as it is answered and printed — its type, signers,
 * printed text in the reader's language, and its questions in order (grouped by category when the form
 * says so), each with its price and the total.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { hasPermission, useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { routeOf, sar, useFormRecord, type Form, type Kind } from './api';
import './forms.css';

type Q = Form['questions'][number];

/** The questions as a categorised form shows them: a group per category in the order it first comes, the uncategorised last. */
export function groupsOf(form: Form): Array<{ key: string; category: Q['category']; questions: Q[] }> {
  if (!form.withCategory) return [{ key: 'all', category: null, questions: form.questions }];
  const groups = new Map<number | null, { key: string; category: Q['category']; questions: Q[] }>();
  for (const q of form.questions) {
    const id = q.category?.id ?? null;
    if (!groups.has(id)) groups.set(id, { key: String(id), category: q.category, questions: [] });
    groups.get(id)!.questions.push(q);
  }
  const none = groups.get(null);
  groups.delete(null);
  return [...groups.values(), ...(none ? [none] : [])];
}

export function FormView({ kind }: { kind: Kind }) {
  const { t, i18n } = useTranslation('forms');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const base = routeOf(kind);
  const session = useSession();
  const record = useFormRecord(kind, valid ? id : null);
  if (!valid || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t(kind === 'temp' ? 'titles.tempView' : 'titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to={base} className="p-button p-button-outlined">
            {t(kind === 'temp' ? 'titles.tempList' : 'titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="14rem" />;
  const r = record.data;
  const body = lang === 'en' ? r.body_en || r.body : r.body || r.body_en;
  const groups = groupsOf(r);
  // each group's list continues the numbering of the ones before it
  const starts = groups.map((_, i) => groups.slice(0, i).reduce((sum, g) => sum + g.questions.length, 0) + 1);
  return (
    <>
      <PageHeader
        title={lang === 'en' ? r.name_en : r.name}
        actions={
          <>
            {hasPermission(session, kind === 'temp' ? 'temp-tamplate-form-update' : 'form-update') && (
              <Link to={`${base}/update/${r.id}`} className="p-button p-button-outlined">
                <i className="pi pi-pencil" aria-hidden /> {t('list.edit')}
              </Link>
            )}
            {kind === 'forms' && hasPermission(session, 'form-questions-price') && (
              <Link to={`/forms/questions-price/${r.id}`} className="p-button p-button-outlined">
                <i className="pi pi-money-bill" aria-hidden /> {t('list.prices')}
              </Link>
            )}
          </>
        }
      />
      <dl className="record-view">
        <dt>{t('fields.name')}</dt>
        <dd>
          <bdi>{r.name}</bdi>
        </dd>
        <dt>{t('fields.name_en')}</dt>
        <dd>
          <bdi>{r.name_en}</bdi>
        </dd>
        <dt>{t('fields.type')}</dt>
        <dd>{t(`types.${r.type}`)}</dd>
        <dt>{t('fields.withCategory')}</dt>
        <dd>{r.withCategory ? t('view.yes') : t('view.no')}</dd>
        <dt>{t('fields.signers')}</dt>
        <dd>{r.signers.length ? r.signers.map((s) => (lang === 'en' ? s.name_en : s.name)).join(lang === 'en' ? ', ' : '، ') : t('view.none')}</dd>
        <dt>{t('fields.body')}</dt>
        <dd className="form-view-body">{body ? <bdi>{body}</bdi> : t('view.none')}</dd>
        <dt>{t('fields.questions')}</dt>
        <dd>
          {groups.map((g, gi) => (
            <section key={g.key} className="form-view-group" data-testid="form-view-group">
              {r.withCategory ? <h2>{g.category ? (lang === 'en' ? g.category.name_en : g.category.name) : t('form.noCategory')}</h2> : null}
              <ol className="form-view-questions" start={starts[gi]}>
                {g.questions.map((q) => (
                  <li key={q.question_id}>
                    <bdi>{lang === 'en' ? q.title_en : q.title}</bdi> — <bdi>{sar(q.price, lang)}</bdi>
                  </li>
                ))}
              </ol>
            </section>
          ))}
          <p className="form-total">
            {t('fields.total')}: <bdi>{sar(r.total_price, lang)}</bdi>
          </p>
        </dd>
        <dt>{t('fields.updatedAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.updated_at)}</bdi>
        </dd>
      </dl>
    </>
  );
}

export default function FormViewPage() {
  return <FormView kind="forms" />;
}
