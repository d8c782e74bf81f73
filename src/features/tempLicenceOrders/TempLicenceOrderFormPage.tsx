/**
 * /temp-licenses-order/create and /temp-licenses-order/update/{id}: a company's temporary licence
 * order — the temporary structure, one of its assigned camps (the server's list: a company its own,
 * staff any), the answers to the temporary-licence form (form 7, its questions from the server) and
 * the kroky document. The shared rules run first (shared/rules/tempLicenceOrders.ts for the fields,
 * shared/rules/handover.ts answerErrors for the answers, as the server runs them); the server's 422s
 * land on the field of the same name (`answers.<question_id>` on its question); a change someone else
 * made meanwhile is a 409, said plainly. After saving, the order's page opens with the server's message.
 * An order that is no longer pending is not edited: the page says so (the machine takes no UPDATE).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { TempLicenceOrderSchema, TEMPLICENCEORDER_TEXT_MAX, type TempLicenceOrderValues } from '../../../shared/rules/tempLicenceOrders';
import { answerErrors, ANSWER_MAX } from '../../../shared/rules/handover';
import type { QuestionType } from '../../../shared/rules/questions';
import { acceptedEvents } from '../../../machines/core/runtime';
import { tempLicenceOrderMachine } from '../../../machines';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { FilePicker } from '../../shared/ui/FilePicker';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import {
  createTempLicenceOrder,
  invalidateTempLicenceOrders,
  updateTempLicenceOrder,
  useTempLicenceOrder,
  useTempLicenceOrderForm,
  type TempLicenceOrderDetails,
  type TempLicenceOrderInput,
  type TempLicenceOrderQuestion,
} from './api';

type Values = TempLicenceOrderValues;
type Input = v.InferInput<typeof TempLicenceOrderSchema>;
const FIELDS = ['structure', 'assign_camp_id', 'kroky_document', 'form_id'] as const;
// a required choice starts empty (null), which its rule refuses until one is given
const empty = { structure: '', assign_camp_id: null, kroky_document: undefined } as unknown as Input;
const valuesOf = (r: TempLicenceOrderDetails) => ({ structure: r.structure, assign_camp_id: r.assign_camp_id, kroky_document: undefined }) as Input;

export default function TempLicenceOrderFormPage() {
  const { t, i18n } = useTranslation('tempLicenceOrders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useTempLicenceOrder(id);
  const setup = useTempLicenceOrderForm();
  const form = useForm<Input, unknown, Values>({ resolver: valibotResolver(TempLicenceOrderSchema), defaultValues: empty });
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [answerErrs, setAnswerErrs] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!record.data) return;
    form.reset(valuesOf(record.data));
    setAnswers(Object.fromEntries(record.data.questions.map((q) => [q.question_id, q.answer ?? ''])));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: TempLicenceOrderInput) => (editing ? updateTempLicenceOrder(id, body) : createTempLicenceOrder(body)),
    onSuccess: () => invalidateTempLicenceOrders(client),
  });

  const questions: TempLicenceOrderQuestion[] = setup.data?.questions ?? [];
  const checkAnswers = () => {
    const local = answerErrors(
      questions.map((q) => ({ ...q, type: q.type as QuestionType, required: q.required === 1 })),
      new Map(Object.entries(answers).map(([k, a]) => [Number(k), a])),
    );
    const out = Object.fromEntries(Object.entries(local).map(([k, m]) => [k, t(`rules.${m[0]!.split('.').pop()!}`)]));
    setAnswerErrs(out);
    return Object.keys(out).length === 0;
  };

  const submit = form.handleSubmit(
    async (values) => {
      if (!checkAnswers()) return;
      const body: TempLicenceOrderInput = {
        structure: values.structure,
        assign_camp_id: values.assign_camp_id,
        form_id: setup.data?.form_id ?? 7,
        answers: questions.filter((q) => (answers[q.question_id] ?? '') !== '').map((q) => ({ question_id: q.question_id, answer: answers[q.question_id]! })),
        ...(values.kroky_document ? { kroky_document: values.kroky_document as string } : {}),
        ...(editing && record.data ? { version: record.data.version } : {}),
      };
      try {
        const saved = await save.mutateAsync(body);
        notify('success', saved.message);
        void navigate(`/temp-licenses-order/view/${saved.data.id}`);
      } catch (e) {
        if (isApiFailure(e) && e.status === 409) notify('warning', e.message || t('form.stale'));
        else {
          if (isApiFailure(e) && e.status === 422 && e.errors) setAnswerErrs(Object.fromEntries(Object.entries(e.errors).flatMap(([k, m]) => (k.startsWith('answers.') ? [[k, m[0] ?? '']] : []))));
          if (!applyServerErrors(e, form.setError, FIELDS) && !(isApiFailure(e) && e.errors && Object.keys(e.errors).some((k) => k.startsWith('answers.')))) notifyFailure(e);
        }
      }
    },
    () => void checkAnswers(),
  );

  const title = editing ? t('titles.edit') : t('titles.create');
  const badId = editing && !(Number.isInteger(id) && id > 0);
  if (badId || (editing && record.isError)) {
    const missing = badId || (isApiFailure(record.error) && record.error.status === 404);
    return (
      <>
        <PageHeader title={title} />
        {missing ? (
          <div className="state-panel state-error" role="alert">
            <p>{t('form.notFound')}</p>
            <Link to="/temp-licenses-order" className="p-button p-button-outlined">
              {t('titles.list')}
            </Link>
          </div>
        ) : (
          <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />
        )}
      </>
    );
  }
  if (setup.isError) return <LoadFailed error={setup.error} title={t('form.loadFailed')} onRetry={() => void setup.refetch()} />;
  if (editing && record.data && !acceptedEvents(tempLicenceOrderMachine, record.data.status).includes('UPDATE'))
    return (
      <>
        <PageHeader title={title} />
        <div className="state-panel" role="status">
          <p>{t('form.decided', { status: record.data.status_text })}</p>
          <Link to={`/temp-licenses-order/view/${record.data.id}`} className="p-button p-button-outlined">
            {t('titles.view')}
          </Link>
        </div>
      </>
    );
  const errors = form.formState.errors;
  const loading = setup.isPending || (editing && record.isPending);
  const campOptions = (setup.data?.camps ?? []).map((c) => ({ value: c.assign_camp_id, label: setup.data!.camps.length && c.company_name ? `${c.camp_name} — ${c.company_name}` : c.camp_name }));

  const input = (q: TempLicenceOrderQuestion): ReactNode => {
    const qid = `q-${q.question_id}`;
    const value = answers[q.question_id] ?? '';
    const set = (a: string) => setAnswers((old) => ({ ...old, [q.question_id]: a }));
    const invalid = !!answerErrs[`answers.${q.question_id}`];
    const label = lang === 'en' ? q.title_en : q.title;
    const radios = (items: Array<{ value: string; label: string }>) => (
      <div id={qid} role="radiogroup" aria-label={label} aria-invalid={invalid} className="temp-licence-choices">
        {items.map((o) => (
          <label key={o.value} className="temp-licence-choice">
            <input type="radio" name={qid} value={o.value} checked={value === o.value} onChange={() => set(o.value)} /> <bdi>{o.label}</bdi>
          </label>
        ))}
      </div>
    );
    switch (q.type) {
      case 'yes_no':
        return radios([
          { value: 'yes', label: t('view.yes') },
          { value: 'no', label: t('view.no') },
        ]);
      case 'choice':
        return radios(q.options.map((o) => ({ value: String(o.id), label: (lang === 'en' ? o.name_en : o.name) ?? '' })));
      case 'number':
        return <InputText id={qid} value={value} onChange={(e) => set(e.target.value)} inputMode="decimal" dir="ltr" invalid={invalid} />;
      case 'date':
        return <InputText id={qid} type="date" value={value} onChange={(e) => set(e.target.value)} dir="ltr" invalid={invalid} />;
      default:
        return <InputTextarea id={qid} value={value} onChange={(e) => set(e.target.value)} rows={2} maxLength={ANSWER_MAX} invalid={invalid} dir="auto" />;
    }
  };

  return (
    <>
      <PageHeader title={editing && record.data ? `${title}: ${record.data.structure}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={loading}>
        {loading ? (
          <Skeleton height="16rem" />
        ) : (
          <>
            <div className="area-fields">
              <Field id="temp-licence-structure" label={t('fields.structure')} error={errors.structure?.message as string | undefined} required>
                <InputText
                  id="temp-licence-structure"
                  invalid={!!errors.structure}
                  aria-invalid={!!errors.structure}
                  dir="auto"
                  maxLength={TEMPLICENCEORDER_TEXT_MAX}
                  {...form.register('structure')}
                />
              </Field>
              <Field id="temp-licence-camp" label={t('fields.assign_camp_id')} error={errors.assign_camp_id?.message as string | undefined} required>
                <Controller
                  name="assign_camp_id"
                  control={form.control}
                  render={({ field }) => (
                    <Dropdown
                      inputId="temp-licence-camp"
                      value={field.value ?? null}
                      options={campOptions}
                      onChange={(e) => field.onChange(e.value as number)}
                      placeholder={t('form.choose')}
                      emptyMessage={t('form.noCamps')}
                      filter={campOptions.length > 8}
                      filterPlaceholder={t('form.searchCamp')}
                      pt={{ filterInput: { 'aria-label': t('form.searchCamp') } }}
                      invalid={!!errors.assign_camp_id}
                      aria-invalid={!!errors.assign_camp_id}
                    />
                  )}
                />
              </Field>
              <Field id="temp-licence-kroky" label={t('fields.kroky_document')} error={errors.kroky_document?.message as string | undefined} hint={t('form.krokyHint')}>
                <Controller
                  name="kroky_document"
                  control={form.control}
                  render={({ field }) => (
                    <FilePicker
                      id="temp-licence-kroky"
                      accept=".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp"
                      value={field.value as File | null | undefined}
                      onChange={(file) => field.onChange(file ?? undefined)}
                      existing={record.data?.kroky_document}
                      invalid={!!errors.kroky_document}
                    />
                  )}
                />
              </Field>
            </div>
            <section className="temp-licence-questions" aria-labelledby="temp-licence-questions-title">
              <h2 id="temp-licence-questions-title">
                <bdi>{lang === 'en' ? setup.data?.name_en : setup.data?.name}</bdi>
              </h2>
              {(lang === 'en' ? setup.data?.body_en : setup.data?.body) && <p className="muted">{lang === 'en' ? setup.data?.body_en : setup.data?.body}</p>}
              <div className="area-fields">
                {questions.map((q) => (
                  <Field key={q.question_id} id={`q-${q.question_id}`} label={lang === 'en' ? q.title_en : q.title} required={q.required === 1} error={answerErrs[`answers.${q.question_id}`]}>
                    {input(q)}
                  </Field>
                ))}
              </div>
            </section>
          </>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} disabled={loading} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate(editing && id ? `/temp-licenses-order/view/${id}` : '/temp-licenses-order')} />
        </div>
      </form>
    </>
  );
}
