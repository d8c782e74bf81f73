/**
 * Adding or changing a country, in a dialog over /countries (the spec's screen is "list only").
 * The shared rules (shared/rules/countries.ts) run before the call; the server's 422s land on the
 * field of the same name; a change someone else made meanwhile is a 409, said plainly. After
 * saving, the dialog closes over the list with a success message.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CountrySchema, COUNTRY_NAME_MAX, countryRuleMessages, type CountryValues } from '../../../shared/rules/countries';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createCountry, invalidateCountries, updateCountry, useCountry, type Country, type CountryInput } from './api';

type Input = v.InferInput<typeof CountrySchema>;
const FIELDS = ['name', 'name_en', 'iso_code'] as const;
const empty: Input = { name: '', name_en: '', iso_code: '' };
const valuesOf = (r: Country): Input => ({ name: r.name, name_en: r.name_en, iso_code: r.iso_code ?? '' });
const dialogStyle = { width: 'min(32rem, 95vw)' };

/** `id` null: a new country; a number: that country. Closed, it renders nothing. */
export function CountryDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('countries');
  const editing = id !== null;
  const client = useQueryClient();
  const record = useCountry(id);
  const form = useForm<Input, unknown, CountryValues>({ resolver: valibotResolver(CountrySchema), defaultValues: empty });
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  // this area's own rule messages (the shared catalogue's keys pass through to Field)
  const errorOf = (m: unknown) => (typeof m === 'string' ? (countryRuleMessages[m]?.[lang] ?? m) : undefined);

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: CountryInput) => (editing ? updateCountry(id, body) : createCountry(body)),
    onSuccess: () => invalidateCountries(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body: CountryInput = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) };
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.name }));
      onClose();
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', t('form.stale'));
      else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

  const title = editing ? (record.data ? t('form.editNamed', { name: record.data.name }) : t('titles.edit')) : t('titles.create');
  const missing = editing && (!(Number.isInteger(id) && id > 0) || (isApiFailure(record.error) && record.error.status === 404));
  const errors = form.formState.errors;

  let body;
  if (missing) {
    body = (
      <div className="state-panel state-error" role="alert">
        <p>{t('form.notFound')}</p>
      </div>
    );
  } else if (editing && record.isError) {
    body = <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  } else {
    body = (
      <form id="country-form" className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="12rem" />
        ) : (
          <div className="area-fields">
            <Field id="countries-name" label={t('fields.name')} error={errorOf(errors.name?.message)} required>
              <InputText id="countries-name" className="w-full" invalid={!!errors.name} dir="auto" maxLength={COUNTRY_NAME_MAX} autoFocus {...form.register('name')} />
            </Field>
            <Field id="countries-name-en" label={t('fields.name_en')} error={errorOf(errors.name_en?.message)} required>
              <InputText id="countries-name-en" className="w-full" invalid={!!errors.name_en} dir="ltr" maxLength={COUNTRY_NAME_MAX} {...form.register('name_en')} />
            </Field>
            <Field id="countries-iso-code" label={t('fields.iso_code')} hint={t('form.isoHint')} error={errorOf(errors.iso_code?.message)}>
              <InputText id="countries-iso-code" className="w-full" invalid={!!errors.iso_code} dir="ltr" maxLength={2} autoCapitalize="characters" autoComplete="off" {...form.register('iso_code')} />
            </Field>
          </div>
        )}
      </form>
    );
  }

  const footer = (
    <div className="form-actions">
      {!missing && !(editing && record.isError) && (
        <Button type="submit" form="country-form" label={t('form.save')} icon="pi pi-check" loading={save.isPending} disabled={editing && record.isPending} />
      )}
      <Button type="button" label={t('form.cancel')} outlined onClick={onClose} />
    </div>
  );

  return (
    <Dialog header={title} visible onHide={onClose} style={dialogStyle} footer={footer} modal draggable={false}>
      {body}
    </Dialog>
  );
}
