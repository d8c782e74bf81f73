/**
 * /questionnaires/{id}: one questionnaire — its user types, groups and questions — with the actions its lifecycle
 * accepts now (machines/questionnaire: edit a draft, publish, close) and, once published, its results per question
 * (counts of each choice or mark, a rating's average, the latest text answers), exportable as CSV or XLSX.
 */
import { joinList } from '../../../shared/label';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'primereact/skeleton';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { notifyFailure } from '../../shared/ui/notify';
import { downloadExport, saveFile, type ExportFormat } from '../../shared/ui/list/api';
import { QUESTION_TYPE_LABELS } from '../../../shared/rules/questionnaires';
import { questionnaireMachine } from '../../../machines';
import { LifecycleActions } from '../../shared/workflow/LifecycleActions';
import { questionnairesActors, invalidateQuestionnaires, useQuestionnaire, useQuestionnaireResults, type Questionnaire, type QuestionnaireResults } from './api';
import './questionnaires.css';

export default function QuestionnaireViewPage() {
  const { t, i18n } = useTranslation('questionnaires');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useQuestionnaire(valid ? id : null);
  const results = useQuestionnaireResults(valid ? id : 0, valid && !!record.data && record.data.status !== 'draft');
  if (!valid || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.view')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/questionnaires" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <Skeleton height="12rem" />;
  const r: Questionnaire = record.data;
  return (
    <>
      <PageHeader title={r.title} />
      <section className="record-actions" aria-label={t('view.actions')}>
        <LifecycleActions
          machine={questionnaireMachine}
          record={r}
          actors={questionnairesActors}
          factsOf={(q) => ({ title: q.title, groups: q.groups, type_ids: q.type_ids })}
          withForm={{ UPDATE: () => void navigate(`/questionnaires/update/${r.id}`) }}
          onDone={() => invalidateQuestionnaires(client)}
        />
      </section>
      <dl className="record-view">
        <dt>{t('fields.status')}</dt>
        <dd>
          <StatusBadge machine={questionnaireMachine} status={r.status} />
        </dd>
        <dt>{t('fields.description')}</dt>
        <dd>{r.description ? <bdi>{r.description}</bdi> : t('view.none')}</dd>
        <dt>{t('fields.is_required')}</dt>
        <dd>{r.is_required ? t('view.requiredYes') : t('view.no')}</dd>
        <dt>{t('fields.types')}</dt>
        <dd>
          {joinList(
            r.get_types.map((x) => x.name),
            lang,
          ) || t('view.none')}
        </dd>
        <dt>{t('fields.publishedAt')}</dt>
        <dd>{r.published_at ? <bdi dir="ltr">{formatDateTime(r.published_at)}</bdi> : t('view.none')}</dd>
        {r.closed_at && (
          <>
            <dt>{t('fields.closedAt')}</dt>
            <dd>
              <bdi dir="ltr">{formatDateTime(r.closed_at)}</bdi>
            </dd>
          </>
        )}
        <dt>{t('fields.createdAt')}</dt>
        <dd>
          <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>
        </dd>
      </dl>
      <section className="questionnaire-outline" aria-labelledby="questionnaire-outline-title">
        <h2 id="questionnaire-outline-title">{t('view.questions', { count: r.questions_count })}</h2>
        {r.groups.map((g) => (
          <div key={g.id} className="questionnaire-outline-group">
            <h3>
              <bdi>{g.title}</bdi>
            </h3>
            <ol>
              {g.questions.map((q) => (
                <li key={q.id}>
                  <bdi>{q.title}</bdi> <span className="muted">({QUESTION_TYPE_LABELS[q.type][lang]})</span>
                  {q.is_required === 1 && <span className="questionnaire-required"> {t('view.requiredMark')}</span>}
                  {q.options.length > 0 && <div className="muted">{q.options.join(' · ')}</div>}
                </li>
              ))}
            </ol>
          </div>
        ))}
      </section>
      {r.status !== 'draft' && (
        <section className="questionnaire-results" aria-labelledby="questionnaire-results-title" aria-busy={results.isPending}>
          <h2 id="questionnaire-results-title">{t('results.title')}</h2>
          {results.isError ? (
            <LoadFailed error={results.error} title={t('results.loadFailed')} onRetry={() => void results.refetch()} />
          ) : results.isPending ? (
            <Skeleton height="10rem" />
          ) : (
            <Results r={results.data} title={r.title} />
          )}
        </section>
      )}
    </>
  );
}

function Results({ r, title }: { r: QuestionnaireResults; title: string }) {
  const { t, i18n } = useTranslation('questionnaires');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const exportAs = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const file = await downloadExport(`/general/questionnaires/results/${r.id}/export`, format, {}, () => {});
      saveFile(file.blob, file.name);
    } catch (e) {
      notifyFailure(e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <p>
        {t('results.summary', { answered: r.answered, addressed: r.addressed })}
        {r.addressed > 0 && <span className="muted"> ({Math.round((r.answered / r.addressed) * 100)}%)</span>}
      </p>
      <div className="form-actions">
        <Button type="button" icon="pi pi-file" label={t('results.csv')} outlined loading={busy === 'csv'} disabled={r.answered === 0} onClick={() => void exportAs('csv')} />
        <Button type="button" icon="pi pi-file-excel" label={t('results.xlsx')} outlined loading={busy === 'xlsx'} disabled={r.answered === 0} onClick={() => void exportAs('xlsx')} />
      </div>
      {r.answered === 0 && <p className="state-panel">{t('results.none', { title })}</p>}
      {r.questions.map((q) => {
        const max = Math.max(1, ...q.choices.map((c) => c.count));
        return (
          <article key={q.id} className="questionnaire-result" aria-labelledby={`result-${q.id}`}>
            <h3 id={`result-${q.id}`}>
              <bdi>{q.title}</bdi>
            </h3>
            <p className="muted">
              <bdi>{q.group}</bdi> · {QUESTION_TYPE_LABELS[q.type][lang]} · {t('results.answers', { count: q.answers })}
              {q.average !== null && <> · {t('results.average', { value: q.average })}</>}
            </p>
            {q.choices.length > 0 && (
              <table className="result-bars">
                <caption className="visually-hidden">{q.title}</caption>
                <thead className="visually-hidden">
                  <tr>
                    <th scope="col">{t('results.choice')}</th>
                    <th scope="col">{t('results.count')}</th>
                  </tr>
                </thead>
                <tbody>
                  {q.choices.map((c) => (
                    <tr key={c.value}>
                      <th scope="row">
                        <bdi>{q.type === 'rating' ? t('results.mark', { value: c.value }) : c.value}</bdi>
                      </th>
                      <td>
                        <span className="result-bar" style={{ inlineSize: `${(c.count / max) * 100}%` }} aria-hidden="true" />
                        <span className="result-count">{c.count}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {(q.type === 'text' || q.type === 'textarea') &&
              (q.texts.length ? (
                <ul className="result-texts">
                  {q.texts.map((text, i) => (
                    // the bullet keeps the page's side; each answer reads in its own direction
                    <li key={i}>
                      <bdi dir="auto">{text}</bdi>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">{t('results.noTexts')}</p>
              ))}
          </article>
        );
      })}
    </>
  );
}
