/**
 * /invoices/create and /invoices/edit/{id}: the company, what the invoice is for, its due date and its lines
 * (item, whole quantity, unit price in riyals typed as text and read exactly). Each line's VAT and the totals
 * show as they are typed, computed as the server computes them (shared/money.ts: VAT on each line, rounded
 * half up to the halala); the server computes them again on saving. The shared rules
 * (shared/rules/sadadOrders.ts) run before the call; the server's 422s land on their fields (`lines.0.unit_price`).
 * Only a pending invoice is edited (the machine's UPDATE); a change someone else made meanwhile is a 409.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { INVOICE_LINES_MAX, InvoiceSchema, PAYMENT_TEXT_MAX, type InvoiceValues } from '../../../shared/rules/sadadOrders';
import { formatSar, invoiceTotals, lineAmounts, parseSar, VAT_RATE_PERCENT } from '../../../shared/money';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { message } from '../../shared/i18n';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { Sar } from '../../shared/payments/Sar';
import '../../shared/payments/payments.css';
import { createInvoice, invalidateInvoices, updateInvoice, useInvoice, useInvoiceForm, type Invoice, type InvoiceInput } from './api';

type Input = v.InferInput<typeof InvoiceSchema>;
const blankLine = { description: '', quantity: '1', unit_price: '' };
const empty = { company_id: null, description: '', due_date: '', lines: [blankLine] } as unknown as Input;
const valuesOf = (r: Invoice): Input => ({
  company_id: r.company_id,
  description: r.description,
  due_date: r.due_date,
  lines: r.lines.map((l) => ({ description: l.description, quantity: String(l.quantity), unit_price: l.unit_price })),
});

/** A typed line's figures when it reads as one (else none yet). */
function typedLine(line: { quantity?: unknown; unit_price?: unknown } | undefined) {
  const quantity = Number(line?.quantity);
  const unitPrice = parseSar(line?.unit_price as string | undefined);
  return Number.isInteger(quantity) && quantity >= 1 && unitPrice !== null ? { quantity, unitPrice } : null;
}

export default function InvoiceFormPage() {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useInvoice(id);
  const choices = useInvoiceForm();
  const form = useForm<Input, unknown, InvoiceValues>({ resolver: valibotResolver(InvoiceSchema), defaultValues: empty });
  const lines = useFieldArray({ control: form.control, name: 'lines' as never });
  const watched = useWatch({ control: form.control, name: 'lines' }) as Array<{ quantity?: unknown; unit_price?: unknown }> | undefined;
  const typed = (watched ?? []).map(typedLine);
  const totals = invoiceTotals(typed.filter((l): l is NonNullable<typeof l> => l !== null));

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: InvoiceInput) => (editing ? updateInvoice(id, body) : createInvoice(body)),
    onSuccess: () => invalidateInvoices(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as InvoiceInput;
    try {
      const { data } = await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { number: data.number }));
      void navigate(`/invoices/details/${data.id}`);
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', e.message || t('form.stale'));
      else if (
        !applyServerErrors(e, form.setError, [
          'company_id',
          'description',
          'due_date',
          'lines',
          ...(values.lines ?? []).flatMap((_, i) => [`lines.${i}.description`, `lines.${i}.quantity`, `lines.${i}.unit_price`]),
        ] as never)
      )
        notifyFailure(e);
    }
  });

  const title = editing ? t('titles.edit') : t('titles.create');
  const badId = editing && !(Number.isInteger(id) && id > 0);
  if (badId || (editing && record.isError && isApiFailure(record.error) && record.error.status === 404)) {
    return (
      <>
        <PageHeader title={title} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notFound')}</p>
          <Link to="/invoices" className="p-button p-button-outlined">
            {t('titles.list')}
          </Link>
        </div>
      </>
    );
  }
  if (editing && record.isError) return <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  if (choices.isError) return <LoadFailed error={choices.error} title={t('form.choicesFailed')} onRetry={() => void choices.refetch()} />;
  if (editing && record.data && record.data.status !== 'pending') {
    return (
      <>
        <PageHeader title={title} />
        <div className="state-panel state-error" role="alert">
          <p>{t('form.notEditable')}</p>
          <Link to={`/invoices/details/${record.data.id}`} className="p-button p-button-outlined">
            {t('titles.view')}
          </Link>
        </div>
      </>
    );
  }
  const errors = form.formState.errors;
  const lineErrors = errors.lines as unknown as Array<Record<string, { message?: string } | undefined> | undefined> & { message?: string; root?: { message?: string } };

  return (
    <>
      <PageHeader title={editing && record.data ? `${title}: ${record.data.number}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="14rem" />
        ) : (
          <>
            <div className="area-fields">
              <Field id="invoice-company" label={t('fields.company_id')} error={errors.company_id?.message} required>
                <Controller
                  name="company_id"
                  control={form.control}
                  render={({ field }) => (
                    <Dropdown
                      inputId="invoice-company"
                      value={field.value ?? null}
                      onChange={(e) => field.onChange(e.value as number)}
                      onBlur={field.onBlur}
                      options={choices.data?.companies ?? []}
                      optionLabel="name"
                      optionValue="id"
                      filter
                      placeholder={t('form.chooseCompany')}
                      emptyFilterMessage={t('form.noOptions')}
                      loading={choices.isPending}
                      invalid={!!errors.company_id}
                      className="w-full"
                    />
                  )}
                />
              </Field>
              <Field id="invoice-description" label={t('fields.description')} error={errors.description?.message} required>
                <InputText id="invoice-description" dir="auto" maxLength={PAYMENT_TEXT_MAX} invalid={!!errors.description} aria-invalid={!!errors.description} {...form.register('description')} />
              </Field>
              <Field id="invoice-due-date" label={t('fields.due_date')} error={errors.due_date?.message} required>
                <InputText id="invoice-due-date" type="date" dir="ltr" invalid={!!errors.due_date} aria-invalid={!!errors.due_date} {...form.register('due_date')} />
              </Field>
            </div>
            <fieldset className="payment-section invoice-lines" aria-describedby="invoice-totals-hint">
              <legend>
                <h2>{t('fields.lines')}</h2>
              </legend>
              {(lineErrors?.message || lineErrors?.root?.message) && (
                <p className="p-error" role="alert">
                  {message(lineErrors.message ?? lineErrors.root?.message ?? '')}
                </p>
              )}
              {lines.fields.map((line, i) => {
                const e = lineErrors?.[i];
                const figures = typed[i] ? lineAmounts(typed[i]) : null;
                return (
                  <div className="invoice-line-row" key={line.id} role="group" aria-label={t('fields.line', { n: i + 1 })} data-testid={`invoice-line-${i}`}>
                    <Field id={`invoice-line-${i}-description`} label={t('fields.line_description')} error={e?.description?.message} required>
                      <InputText id={`invoice-line-${i}-description`} dir="auto" maxLength={PAYMENT_TEXT_MAX} invalid={!!e?.description} {...form.register(`lines.${i}.description` as const)} />
                    </Field>
                    <Field id={`invoice-line-${i}-quantity`} label={t('fields.quantity')} error={e?.quantity?.message} required>
                      <InputText id={`invoice-line-${i}-quantity`} inputMode="numeric" dir="ltr" invalid={!!e?.quantity} {...form.register(`lines.${i}.quantity` as const)} />
                    </Field>
                    <Field id={`invoice-line-${i}-price`} label={t('fields.unit_price')} error={e?.unit_price?.message} required>
                      <InputText id={`invoice-line-${i}-price`} inputMode="decimal" dir="ltr" autoComplete="off" invalid={!!e?.unit_price} {...form.register(`lines.${i}.unit_price` as const)} />
                    </Field>
                    <div className="field invoice-line-total">
                      <span>{t('fields.line_total')}</span>
                      <output htmlFor={`invoice-line-${i}-quantity invoice-line-${i}-price`} data-testid={`invoice-line-${i}-total`}>
                        {figures ? <Sar value={formatSar(figures.total)} lang={lang} /> : '—'}
                      </output>
                    </div>
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      text
                      rounded
                      severity="danger"
                      disabled={lines.fields.length === 1}
                      aria-label={t('form.removeLine', { n: i + 1 })}
                      tooltip={t('form.removeLine', { n: i + 1 })}
                      onClick={() => lines.remove(i)}
                    />
                  </div>
                );
              })}
              <Button
                type="button"
                label={t('form.addLine')}
                icon="pi pi-plus"
                outlined
                size="small"
                disabled={lines.fields.length >= INVOICE_LINES_MAX}
                onClick={() => lines.append(blankLine as never)}
              />
              <dl className="payment-totals" aria-live="polite" data-testid="invoice-totals">
                <dt>{t('fields.net_total')}</dt>
                <dd>
                  <Sar value={formatSar(totals.net)} lang={lang} />
                </dd>
                <dt>{t('fields.vat_total', { rate: VAT_RATE_PERCENT })}</dt>
                <dd>
                  <Sar value={formatSar(totals.vat)} lang={lang} />
                </dd>
                <dt className="grand">{t('fields.total')}</dt>
                <dd className="grand">
                  <Sar value={formatSar(totals.total)} lang={lang} testId="invoice-form-total" />
                </dd>
              </dl>
              <p id="invoice-totals-hint" className="muted">
                {t('form.totalsHint')}
              </p>
            </fieldset>
          </>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate(editing && id ? `/invoices/details/${id}` : '/invoices')} />
        </div>
      </form>
    </>
  );
}
