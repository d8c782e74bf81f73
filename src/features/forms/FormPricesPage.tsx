/**
 * /forms/questions-price/{id}: the price in SAR of each question of a form (permission
 * form-questions-price), in the form's order, with the total as it is typed. Sent as
 * prices[i][question_id], prices[i][price]; the server's 422 shows under the list; after saving,
 * the forms list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormPricesSchema, type FormPricesValues } from '../../../shared/rules/forms';
import { PageHeader } from '../../shared/ui/PageHeader';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { message } from '../../shared/i18n';
import { invalidateForms, sar, updatePrices, useFormRecord } from './api';
import './forms.css';

type Input = v.InferInput<typeof FormPricesSchema>;

export default function FormPricesPage() {
  const { t, i18n } = useTranslation('forms');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useFormRecord('forms', valid ? id : null);
  const form = useForm<Input, unknown, FormPricesValues>({ resolver: valibotResolver(FormPricesSchema), defaultValues: { prices: [] }, criteriaMode: 'all' });
  const prices = useFieldArray({ control: form.control, name: 'prices' });
  const values = useWatch({ control: form.control, name: 'prices' });

  useEffect(() => {
    if (record.data) form.reset({ prices: record.data.questions.map((q) => ({ question_id: q.question_id, price: q.price })) });
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: FormPricesValues) => updatePrices(id, { ...body, ...(record.data ? { version: record.data.version } : {}) }),
    onSuccess: () => invalidateForms(client),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      notify('success', t('form.pricesSaved', { name: record.data ? (lang === 'en' ? record.data.name_en : record.data.name) : '' }));
      void navigate('/forms');
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', t('form.stale'));
      else if (!applyServerErrors(e, form.setError, ['prices'])) notifyFailure(e);
    }
  });

  if (!valid || (record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('titles.prices')} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/forms" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  const r = record.data;
  const errors = form.formState.errors;
  const error = (errors.prices?.message ?? errors.prices?.root?.message ?? errors.prices?.find?.((p) => p?.price)?.price?.message) as string | undefined;
  const total = (values ?? []).reduce((sum, p) => sum + (Number(p.price) || 0), 0);

  return (
    <>
      <PageHeader title={r ? `${t('titles.prices')}: ${lang === 'en' ? r.name_en : r.name}` : t('titles.prices')} />
      <form className="area-form form-prices" onSubmit={(e) => void submit(e)} noValidate aria-busy={record.isPending}>
        {!r ? (
          <Skeleton height="14rem" />
        ) : r.questions.length === 0 ? (
          <p className="muted">{t('form.noQuestions')}</p>
        ) : (
          <ol className="form-question-rows" aria-describedby={error ? 'forms-prices-error' : undefined}>
            {prices.fields.map((p, i) => {
              const q = r.questions.find((x) => x.question_id === p.question_id);
              const name = q ? (lang === 'en' ? q.title_en : q.title) : `#${p.question_id}`;
              return (
                <li className="form-question-row" key={p.id} data-testid="form-price">
                  <span className="num" aria-hidden>
                    {i + 1}
                  </span>
                  <span className="form-question-title">
                    <bdi>{name}</bdi>
                    {q?.category && <small className="muted">{lang === 'en' ? q.category.name_en : q.category.name}</small>}
                  </span>
                  <span className="price">
                    <InputText aria-label={t('fields.priceOf', { name })} inputMode="decimal" dir="ltr" maxLength={12} invalid={!!errors.prices?.[i]?.price} {...form.register(`prices.${i}.price`)} />
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        <p className="form-total">
          {t('fields.total')}: <bdi>{sar(total, lang)}</bdi>
        </p>
        {error && (
          <small className="p-error" id="forms-prices-error" role="alert">
            {message(error)}
          </small>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} disabled={!r} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/forms')} />
        </div>
      </form>
    </>
  );
}
