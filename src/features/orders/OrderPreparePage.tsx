/**
 * /orders/prepare/{id} and /orders/elect-meter/{id} (order-prepare): a licensed order's electricity
 * — the electric meter (subscription number, capacity, nearest cabin, meter and payment status,
 * last reading, shared) and the electricity delivery date. Each form is an event of the order
 * machine (SET_ELECTRIC_METER, ARRANGE_ELECTRICITY_DELIVERY): its guards first, then the spec's
 * call with the version the user saw; a field the server refuses is shown on the field.
 */
import { useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { isApiFailure } from '../../shared/api/errors';
import { formatHijri } from '../../shared/lib/dates';
import { statusOf } from '../../shared/workflow/statusOptions';
import { OrderLoader, OrderHeader } from './OrderScreen';
import { CampSection, PartiesSection, Section, WorksSection } from './OrderSections';
import { useOrderLifecycle } from './lifecycle';
import { invalidateOrders, type OrderDetails } from './api';
import { useOrderFamily } from './family';
import { isoDay } from './OrderActions';

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, 'validation.too_long')));
const optionalNumber = v.optional(v.nullable(v.pipe(v.number('validation.invalid'), v.minValue(0, 'validation.outOfRange'))));
const MeterSchema = v.object({
  subscription_number: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(50, 'validation.too_long')),
  metric_capacity: optionalNumber,
  closest_cabin: optionalText(200),
  metric_status: optionalText(100),
  payment_status: optionalText(100),
  last_read: optionalNumber,
  shared: v.boolean(),
});
type MeterInput = v.InferInput<typeof MeterSchema>;
type MeterValues = v.InferOutput<typeof MeterSchema>;

export default function OrderPreparePage() {
  const { t } = useTranslation('orders');
  return <OrderLoader title={t('titles.prepare')}>{(record) => <Prepare record={record} />}</OrderLoader>;
}

function Prepare({ record }: { record: OrderDetails }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const client = useQueryClient();
  const F = useOrderFamily();
  const lifecycle = useOrderLifecycle(F.family, record.parties);
  const available = lifecycle.available(record.status);
  const allowed = (event: string) => available.includes(event) && record.events.some((e) => e.event === event && e.allowed === 1);
  const m = record.electric_meter;
  const form = useForm<MeterInput, unknown, MeterValues>({
    resolver: valibotResolver(MeterSchema),
    defaultValues: {
      subscription_number: m?.subscription_number ?? '',
      metric_capacity: m?.metric_capacity ?? null,
      closest_cabin: m?.closest_cabin ?? '',
      metric_status: m?.metric_status ?? '',
      payment_status: m?.payment_status ?? '',
      last_read: m?.last_read ?? null,
      shared: m?.shared === 1,
    },
  });
  const [delivery, setDelivery] = useState(record.electricity_delivery_date ?? '');
  const [deliveryError, setDeliveryError] = useState<string | null>(null);

  const transitionsLabel = (event: string) => (event === 'SET_ELECTRIC_METER' ? t('prepare.meterTitle') : t('prepare.deliveryTitle'));
  const step = useMutation({
    mutationFn: (event: { type: string; [k: string]: unknown }) => lifecycle.run(record, event),
    onSuccess: async (_r, event) => {
      const label = transitionsLabel(event.type);
      notify('success', t('actions.done', { action: label }));
      await invalidateOrders(client);
    },
    onError: async (e, event) => {
      const fields = isApiFailure(e) && e.status === 422 ? e.errors : undefined;
      if (fields && event.type === 'ARRANGE_ELECTRICITY_DELIVERY' && fields.delivery_date) return setDeliveryError(fields.delivery_date[0] ?? null);
      if (fields && event.type === 'SET_ELECTRIC_METER') {
        let placed = false;
        for (const [name, messages] of Object.entries(fields)) {
          if (name in MeterSchema.entries) {
            form.setError(name as keyof MeterInput, { type: 'server', message: messages[0] });
            placed = true;
          }
        }
        if (placed) return;
      }
      notifyFailure(e);
      if (isApiFailure(e) && e.status === 409) await invalidateOrders(client);
    },
  });

  const saveMeter = form.handleSubmit((values) => step.mutate({ type: 'SET_ELECTRIC_METER', ...values, shared: values.shared ? 1 : 0 }));
  const errors = form.formState.errors;
  const err = (name: keyof MeterInput) => errors[name]?.message as string | undefined;

  return (
    <div className="order-page" data-status={record.status}>
      <OrderHeader record={record} page="prepare" title={t('titles.prepare')} />
      {record.status !== 'licensed' && (
        <p className="order-note">
          {t('details.notAwaiting', { status: statusOf(F.machine, record.status, lang).label })} {t('prepare.notLicensed')}
        </p>
      )}
      <div className="order-grid">
        <div className="order-main">
          {allowed('SET_ELECTRIC_METER') && (
            <Section id="meter" title={t('prepare.meterTitle')}>
              <form className="area-form" noValidate onSubmit={(e) => void saveMeter(e)}>
                <div className="area-fields">
                  <Field id="meter-subscription" label={t('fields.subscription_number')} error={err('subscription_number')} required>
                    <InputText id="meter-subscription" dir="ltr" inputMode="numeric" maxLength={50} invalid={!!errors.subscription_number} {...form.register('subscription_number')} />
                  </Field>
                  <Field id="meter-capacity" label={t('fields.metric_capacity')} error={err('metric_capacity')}>
                    <Controller
                      name="metric_capacity"
                      control={form.control}
                      render={({ field }) => (
                        <InputNumber
                          inputId="meter-capacity"
                          value={field.value ?? null}
                          onValueChange={(e) => field.onChange(e.value ?? null)}
                          min={0}
                          useGrouping={false}
                          maxFractionDigits={2}
                          invalid={!!errors.metric_capacity}
                        />
                      )}
                    />
                  </Field>
                  <Field id="meter-cabin" label={t('fields.closest_cabin')} error={err('closest_cabin')}>
                    <InputText id="meter-cabin" dir="auto" maxLength={200} invalid={!!errors.closest_cabin} {...form.register('closest_cabin')} />
                  </Field>
                  <Field id="meter-status" label={t('fields.metric_status')} error={err('metric_status')}>
                    <InputText id="meter-status" dir="auto" maxLength={100} invalid={!!errors.metric_status} {...form.register('metric_status')} />
                  </Field>
                  <Field id="meter-payment" label={t('fields.payment_status')} error={err('payment_status')}>
                    <InputText id="meter-payment" dir="auto" maxLength={100} invalid={!!errors.payment_status} {...form.register('payment_status')} />
                  </Field>
                  <Field id="meter-last-read" label={t('fields.last_read')} error={err('last_read')}>
                    <Controller
                      name="last_read"
                      control={form.control}
                      render={({ field }) => (
                        <InputNumber
                          inputId="meter-last-read"
                          value={field.value ?? null}
                          onValueChange={(e) => field.onChange(e.value ?? null)}
                          min={0}
                          useGrouping={false}
                          maxFractionDigits={2}
                          invalid={!!errors.last_read}
                        />
                      )}
                    />
                  </Field>
                  <div className="field order-checkbox">
                    <Controller
                      name="shared"
                      control={form.control}
                      render={({ field }) => <Checkbox inputId="meter-shared" checked={!!field.value} onChange={(e) => field.onChange(!!e.checked)} />}
                    />
                    <label htmlFor="meter-shared">{t('fields.shared')}</label>
                  </div>
                </div>
                <div className="form-actions">
                  <Button type="submit" icon="pi pi-check" label={t('prepare.saveMeter')} loading={step.isPending && step.variables?.type === 'SET_ELECTRIC_METER'} />
                </div>
              </form>
            </Section>
          )}
          {allowed('ARRANGE_ELECTRICITY_DELIVERY') && (
            <Section id="delivery" title={t('prepare.deliveryTitle')}>
              <form
                className="area-form order-inline-form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  setDeliveryError(null);
                  step.mutate({ type: 'ARRANGE_ELECTRICITY_DELIVERY', delivery_date: delivery });
                }}
              >
                <Field id="delivery-date" label={t('fields.delivery_date')} error={deliveryError ?? undefined} hint={delivery ? formatHijri(`${delivery}T12:00:00`, lang) : undefined} required>
                  <InputText id="delivery-date" type="date" dir="ltr" min={isoDay(new Date())} value={delivery} onChange={(e) => setDelivery(e.target.value)} invalid={!!deliveryError} />
                </Field>
                <div className="form-actions">
                  <Button type="submit" icon="pi pi-calendar" label={t('prepare.saveDelivery')} loading={step.isPending && step.variables?.type === 'ARRANGE_ELECTRICITY_DELIVERY'} />
                </div>
              </form>
            </Section>
          )}
          <WorksSection record={record} />
        </div>
        <div className="order-side">
          <PartiesSection record={record} />
          <CampSection record={record} />
        </div>
      </div>
    </div>
  );
}
