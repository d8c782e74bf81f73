/**
 * The order form's repeatable services table: each row a service of the catalogue (its usual
 * specialty pre-filled), a specialty (or "not specified yet": the order then cannot be sent), and a
 * quantity; rows are added and removed. The shared rules (shared/rules/orders.ts) refuse an empty
 * table and a service twice; the server's 422s land on the row's control (`services.0.service_id`).
 */
import { Controller, useFieldArray, type Control, type FieldErrors, type UseFormSetValue, type UseFormGetValues } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ORDER_MAX_SERVICES, OrderSchema, orderRuleMessages } from '../../../shared/rules/orders';
import { message } from '../../shared/i18n';
import { refLabel, type RefOption } from '../../shared/lib/refs';
import type { ServiceOption } from './api';

type FormInput = v.InferInput<typeof OrderSchema>;
type Line = FormInput['services'][number];

/** PrimeReact puts its "no results" line inside the listbox: as a disabled option, so the listbox holds options only (axe). */
const EMPTY_OPTION = { role: 'option', 'aria-disabled': true, 'aria-selected': false } as const;

export const blankLine = (): Line => ({ service_id: null as unknown as number, specialist_id: '', quantity: 1 });

interface Props {
  control: Control<FormInput, unknown, v.InferOutput<typeof OrderSchema>>;
  errors: FieldErrors<FormInput>;
  setValue: UseFormSetValue<FormInput>;
  getValues: UseFormGetValues<FormInput>;
  services: ServiceOption[] | undefined;
  servicesLoading: boolean;
  servicesFailed: boolean;
  specialties: RefOption[];
}

export function OrderServicesField({ control, errors, setValue, getValues, services, servicesLoading, servicesFailed, specialties }: Props) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const lines = useFieldArray({ control, name: 'services' });
  const serviceOptions = (services ?? []).map((s) => ({ value: s.id, label: refLabel(s, lang) }));
  const specialtyOptions = [{ value: '', label: t('form.services.notSpecified') }, ...specialties.map((s) => ({ value: s.id, label: refLabel(s, lang) }))];
  const tableError = (errors.services as { message?: string; root?: { message?: string } } | undefined)?.message ?? (errors.services as { root?: { message?: string } } | undefined)?.root?.message;

  return (
    <fieldset className="order-services" aria-describedby="orders-services-hint">
      <legend>{t('form.services.caption')}</legend>
      <p className="muted" id="orders-services-hint">
        {t('form.services.hint')}
      </p>
      {servicesFailed && (
        <p className="p-error" role="alert">
          {t('form.services.unavailable')}
        </p>
      )}
      {lines.fields.length === 0 ? (
        <p className="muted">{t('form.services.empty')}</p>
      ) : (
        <ol className="order-service-rows">
          {lines.fields.map((line, i) => {
            const n = i + 1;
            const rowErrors = errors.services?.[i];
            const ids = { service: `orders-services-${i}-service`, specialty: `orders-services-${i}-specialty`, quantity: `orders-services-${i}-quantity` };
            return (
              <li key={line.id} className="order-service-row" aria-label={t('form.services.row', { n })}>
                <div className="field">
                  <label htmlFor={ids.service}>
                    {t('fields.service')}
                    <span className="required" aria-hidden>
                      {' '}
                      *
                    </span>
                  </label>
                  <Controller
                    name={`services.${i}.service_id`}
                    control={control}
                    render={({ field }) => (
                      <Dropdown
                        inputId={ids.service}
                        value={field.value ?? null}
                        options={serviceOptions}
                        optionLabel="label"
                        optionValue="value"
                        filter
                        filterBy="label"
                        loading={servicesLoading}
                        placeholder={t('form.choose')}
                        emptyMessage={t('form.noOptions')}
                        emptyFilterMessage={t('form.noOptions')}
                        invalid={!!rowErrors?.service_id}
                        aria-describedby={rowErrors?.service_id ? `${ids.service}-error` : undefined}
                        pt={{ filterInput: { 'aria-label': t('form.searchCompany') }, emptyMessage: EMPTY_OPTION }}
                        onChange={(e) => {
                          const next = (e.value as number | null) ?? null;
                          field.onChange(next);
                          // its usual specialty, unless the user chose one already
                          const usual = services?.find((s) => s.id === next)?.specialist_id;
                          const now = getValues(`services.${i}.specialist_id`);
                          if (usual && (now === '' || now === null || now === undefined)) setValue(`services.${i}.specialist_id`, usual, { shouldDirty: true });
                        }}
                      />
                    )}
                  />
                  {rowErrors?.service_id?.message && (
                    <small className="p-error" id={`${ids.service}-error`} role="alert">
                      {message(rowErrors.service_id.message)}
                    </small>
                  )}
                </div>
                <div className="field">
                  <label htmlFor={ids.specialty}>{t('fields.specialty')}</label>
                  <Controller
                    name={`services.${i}.specialist_id`}
                    control={control}
                    render={({ field }) => (
                      <Dropdown
                        inputId={ids.specialty}
                        value={field.value ?? ''}
                        options={specialtyOptions}
                        placeholder={t('form.services.notSpecified')}
                        optionLabel="label"
                        optionValue="value"
                        filter={specialtyOptions.length > 8}
                        filterBy="label"
                        emptyFilterMessage={t('form.noOptions')}
                        invalid={!!rowErrors?.specialist_id}
                        aria-describedby={rowErrors?.specialist_id ? `${ids.specialty}-error` : undefined}
                        pt={{ filterInput: { 'aria-label': t('form.searchCompany') }, emptyMessage: EMPTY_OPTION }}
                        onChange={(e) => field.onChange(e.value === '' || e.value === null ? '' : Number(e.value))}
                      />
                    )}
                  />
                  {rowErrors?.specialist_id?.message && (
                    <small className="p-error" id={`${ids.specialty}-error`} role="alert">
                      {message(rowErrors.specialist_id.message)}
                    </small>
                  )}
                </div>
                <div className="field order-service-quantity">
                  <label htmlFor={ids.quantity}>{t('fields.quantity')}</label>
                  <Controller
                    name={`services.${i}.quantity`}
                    control={control}
                    render={({ field }) => (
                      <InputNumber
                        inputId={ids.quantity}
                        value={(field.value as number | null | undefined) ?? null}
                        onValueChange={(e) => field.onChange(e.value ?? undefined)}
                        useGrouping={false}
                        min={1}
                        max={100000}
                        invalid={!!rowErrors?.quantity}
                        aria-describedby={rowErrors?.quantity ? `${ids.quantity}-error` : undefined}
                      />
                    )}
                  />
                  {rowErrors?.quantity?.message && (
                    <small className="p-error" id={`${ids.quantity}-error`} role="alert">
                      {message(rowErrors.quantity.message)}
                    </small>
                  )}
                </div>
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  rounded
                  severity="danger"
                  className="order-service-remove"
                  aria-label={t('form.services.remove', { n })}
                  tooltip={t('form.services.remove', { n })}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => lines.remove(i)}
                />
              </li>
            );
          })}
        </ol>
      )}
      {tableError && (
        <p className="p-error" role="alert" id="orders-services-error">
          {orderRuleMessages[tableError]?.[lang] ?? message(tableError)}
        </p>
      )}
      <Button type="button" icon="pi pi-plus" label={t('form.services.add')} outlined size="small" disabled={lines.fields.length >= ORDER_MAX_SERVICES} onClick={() => lines.append(blankLine())} />
    </fieldset>
  );
}
