/**
 * /orders/create, /orders/update/{id} and /orders/re-customize/{id} (a returned order, its reason
 * shown at the top): the order's subject, camp (only the camps assigned to the receiving company;
 * its square filled in from square-by-camp), numbers, planned date, notes, design office (from
 * updateContractorsList), the receiving company (staff only: the receiver rule, spec 001 §5) and the
 * services table. The shared rules run before the call; the body travels as the spec's form data
 * (`services[0][service_id]`); the server's 422s land on their fields (nested ones on the service
 * row), a refusal in words (409) is said aloud. After saving, the family's list opens (spec 001 §2
 * destinations: OrderPage, LocationOrderPage) with the server's message.
 */
import { useCallback, useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { InputNumber } from 'primereact/inputnumber';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { OrderSchema, ORDER_TEXT_MAX, ORDER_LONG_TEXT_MAX, orderRuleMessages, type OrderValues } from '../../../shared/rules/orders';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { RefSelect } from '../../shared/ui/RefSelect';
import { Auto } from '../../shared/ui/Bdi';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { accountTypeOf, hasPermission, useSession } from '../../shared/auth/session';
import { formatHijri } from '../../shared/lib/dates';
import { refLabel, type RefOption } from '../../shared/lib/refs';
import { statusOf } from '../../shared/workflow/statusOptions';
import {
  createOrder,
  invalidateOrders,
  partyName,
  updateOrder,
  useAssignedCamps,
  useCampSquare,
  useCandidates,
  useOrderDetails,
  useReceivers,
  useServicesOptions,
  useSpecialistsOptions,
  type OrderDetails,
  type OrderInput,
} from './api';
import { blankLine, OrderServicesField } from './OrderServicesField';
import { DESK_TYPES } from './lifecycle';
import { useOrderFamily } from './family';
import './orders.css';

type FormInput = v.InferInput<typeof OrderSchema>;
const FIELDS = ['title', 'camp_id', 'number_of_hijaj', 'tent_count', 'count_day', 'planed_achive_date', 'notes', 'receiver_id', 'design_office_id', 'services'] as const;
/** The statuses an order is edited in (the machine's UPDATE). */
const EDITABLE = ['draft', 'returned'];

// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = (): FormInput =>
  ({
    title: '',
    camp_id: null,
    number_of_hijaj: null,
    tent_count: null,
    count_day: null,
    planed_achive_date: '',
    notes: '',
    receiver_id: null,
    design_office_id: null,
    services: [blankLine()],
  }) as unknown as FormInput;

const valuesOf = (r: OrderDetails): FormInput => ({
  title: r.title,
  camp_id: r.camp_id,
  number_of_hijaj: r.number_of_hijaj,
  tent_count: r.tent_count ?? null,
  count_day: r.count_day ?? null,
  planed_achive_date: r.planed_achive_date ?? '',
  notes: r.notes ?? '',
  receiver_id: r.receiver_id,
  design_office_id: r.design_office_id as number,
  services: r.services.map((s) => ({ service_id: s.service_id, specialist_id: s.specialist_id ?? '', quantity: s.quantity })),
});

/** Put the server's field errors on their controls, nested ones (`services.0.service_id`) included; true when any landed. */
function placeErrors(error: unknown, setError: (name: FieldPath<FormInput>, e: { type: string; message: string }) => void): boolean {
  if (!isApiFailure(error) || !error.errors) return false;
  let placed = false;
  for (const [name, messages] of Object.entries(error.errors)) {
    const top = name.split('.')[0]!;
    if (!(FIELDS as readonly string[]).includes(top)) continue;
    setError((name === 'services' ? 'services.root' : name) as FieldPath<FormInput>, { type: 'server', message: messages[0] ?? '' });
    placed = true;
  }
  return placed;
}

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export default function OrderFormPage() {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const params = useParams();
  const { pathname } = useLocation();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const reCustomizing = pathname.includes('/re-customize/');
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const F = useOrderFamily();
  // the receiver rule (spec 001 §5): the desk's types (the authority, kdana, the raft offices) file for a receiving company they choose
  const staff = DESK_TYPES.includes(accountTypeOf(session));
  const record = useOrderDetails(F.family, id);
  const services = useServicesOptions(F.family);
  // those who place orders read the family's specialties (the contract lets order-create and order-update read the list)
  const specialists = useSpecialistsOptions(
    F.family,
    (['order-specialists-index', 'order-create', 'order-update'] as const).some((p) => hasPermission(session, F.can(p))),
  );
  const form = useForm<FormInput, unknown, OrderValues>({ resolver: valibotResolver(OrderSchema), defaultValues: empty() });
  const receiverId = useWatch({ control: form.control, name: 'receiver_id' }) as number | null | undefined;
  const campId = useWatch({ control: form.control, name: 'camp_id' }) as number | null | undefined;
  const square = useCampSquare(F.family, campId);
  const planned = useWatch({ control: form.control, name: 'planed_achive_date' });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  // the camps offered are the receiving company's: staff choose the company first
  const needsReceiver = staff && !receiverId;
  const useCamps = useCallback(
    // eslint-disable-next-line react-hooks/rules-of-hooks -- RefSelect calls this as its options hook, once per render
    (search: string) => useAssignedCamps(search, staff ? (receiverId ?? null) : null, !needsReceiver),
    [staff, receiverId, needsReceiver],
  );
  // eslint-disable-next-line react-hooks/rules-of-hooks -- RefSelect calls this as its options hook, once per render
  const useOffices = useCallback((search: string) => useCandidates(F.family, 'design_office', search), [F.family]);
  // eslint-disable-next-line react-hooks/rules-of-hooks -- RefSelect calls this as its options hook, once per render
  const useCompanies = useCallback((search: string) => useReceivers(search, staff && hasPermission(session, 'delivery-assign-index')), [staff, session]);

  // the specialties offered: the list (for those who may read it) and every service's usual one
  const specialties: RefOption[] = [...new Map([...(specialists.data ?? []), ...(services.data ?? []).flatMap((s) => (s.specialist ? [s.specialist] : []))].map((s) => [s.id, s])).values()];

  const save = useMutation({
    mutationFn: (body: OrderInput) => (editing ? updateOrder(F.family, id, body) : createOrder(F.family, body)),
    onSuccess: () => invalidateOrders(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body: OrderInput = {
      title: values.title,
      camp_id: values.camp_id,
      number_of_hijaj: values.number_of_hijaj,
      ...(values.tent_count !== null && values.tent_count !== undefined ? { tent_count: values.tent_count } : {}),
      ...(values.count_day !== null && values.count_day !== undefined ? { count_day: values.count_day } : {}),
      ...(values.planed_achive_date ? { planed_achive_date: values.planed_achive_date } : {}),
      ...(values.notes ? { notes: values.notes } : {}),
      ...(staff && values.receiver_id ? { receiver_id: values.receiver_id } : {}),
      design_office_id: values.design_office_id,
      services: values.services.map((l) => ({
        service_id: l.service_id,
        ...(typeof l.specialist_id === 'number' ? { specialist_id: l.specialist_id } : {}),
        quantity: l.quantity ?? 1,
      })),
      ...(editing && record.data ? { version: record.data.version } : {}),
    };
    try {
      const saved = await save.mutateAsync(body);
      notify('success', saved.message);
      // the spec's destination after a save: the family's list (OrderPage, LocationOrderPage), the new order on top
      void navigate(F.base);
    } catch (e) {
      const placed = placeErrors(e, form.setError);
      // a refusal in words (409: stale, not editable now) is said aloud even when it also names a field
      if (isApiFailure(e) && e.status === 409) notify('danger', e.message || t('form.stale'));
      else if (!placed) notifyFailure(e);
    }
  });

  const title = reCustomizing ? t(`${F.titles}.reCustomize`) : editing ? t(`${F.titles}.edit`) : t(`${F.titles}.create`);
  const badId = editing && !(Number.isInteger(id) && id > 0);
  if (badId || (editing && record.isError)) {
    const missing = badId || (isApiFailure(record.error) && (record.error.status === 404 || record.error.status === 403));
    return (
      <>
        <PageHeader title={title} />
        {missing ? (
          <div className="state-panel state-error" role="alert">
            <p>{t('form.notFound')}</p>
            <Link to={F.base} className="p-button p-button-outlined">
              {t(`${F.titles}.list`)}
            </Link>
          </div>
        ) : (
          <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />
        )}
      </>
    );
  }
  const r = record.data;
  if (r && !EDITABLE.includes(r.status)) {
    return (
      <>
        <PageHeader title={title} />
        <div className="state-panel" role="status">
          <p>{t('form.notEditable', { status: statusOf(F.machine, r.status, lang).label })}</p>
          <Link to={F.screen('details', r.id)} className="p-button p-button-outlined">
            {t('form.openDetails')}
          </Link>
        </div>
      </>
    );
  }
  const errors = form.formState.errors;
  const err = (name: keyof typeof errors) => {
    const m = errors[name]?.message;
    return typeof m === 'string' ? (orderRuleMessages[m]?.[lang] ?? m) : undefined;
  };
  const squareText = !campId ? '' : square.data ? refLabel(square.data, lang) : square.isFetching ? '…' : t('form.squareNone');

  return (
    <>
      <PageHeader title={r ? `${title}: ${r.title}` : title} subtitle={r ? t('details.heading', { id: r.id }) : undefined} />
      {r?.status === 'returned' && (
        <Message
          severity="warn"
          className="order-returned"
          content={
            <div>
              <strong>{t('form.returnedTitle')}</strong>
              {r.rejection_reason && (
                <p>
                  {t('form.returnedReason')}
                  <Auto>{r.rejection_reason}</Auto>
                </p>
              )}
            </div>
          }
        />
      )}
      <form className="area-form order-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="18rem" />
        ) : (
          <>
            <section className="order-form-section" aria-labelledby="orders-form-main">
              <h2 id="orders-form-main">{t('form.sections.main')}</h2>
              <div className="area-fields">
                <Field id="orders-title" label={t('fields.title')} error={err('title')} required>
                  <InputText id="orders-title" invalid={!!errors.title} dir="auto" maxLength={ORDER_TEXT_MAX} {...form.register('title')} />
                </Field>
                {staff && (
                  <Field id="orders-receiver" label={t('fields.receiver')} error={err('receiver_id')} hint={t('form.receiverHint')} required>
                    <Controller
                      name="receiver_id"
                      control={form.control}
                      render={({ field }) => (
                        <RefSelect
                          id="orders-receiver"
                          value={field.value as number | null | undefined}
                          onChange={(next) => {
                            field.onChange(next);
                            // another company's camps: the camp is chosen again
                            if (next !== receiverId) form.setValue('camp_id', null as unknown as number);
                          }}
                          useOptions={useCompanies}
                          current={r?.receiver ? { id: r.receiver.id, name: partyName(r.receiver) ?? '' } : null}
                          invalid={!!errors.receiver_id}
                          placeholder={t('form.chooseCompany')}
                          emptyMessage={t('form.noOptions')}
                          searchLabel={t('form.searchCompany')}
                        />
                      )}
                    />
                  </Field>
                )}
                <Field id="orders-camp" label={t('fields.camp')} error={err('camp_id')} hint={needsReceiver ? t('form.chooseReceiverFirst') : t('form.campHint')} required>
                  <Controller
                    name="camp_id"
                    control={form.control}
                    render={({ field }) => (
                      <RefSelect
                        id="orders-camp"
                        value={field.value as number | null | undefined}
                        onChange={field.onChange}
                        useOptions={useCamps}
                        current={r?.get_camp}
                        invalid={!!errors.camp_id}
                        placeholder={t('form.choose')}
                        emptyMessage={t('form.noCamps')}
                        searchLabel={t('fields.camp')}
                      />
                    )}
                  />
                </Field>
                <Field id="orders-square" label={t('fields.square')} hint={t('form.squareAuto')}>
                  <InputText id="orders-square" value={squareText} readOnly dir="auto" />
                </Field>
                <Field id="orders-design-office" label={t('fields.design_office')} error={err('design_office_id')} required>
                  <Controller
                    name="design_office_id"
                    control={form.control}
                    render={({ field }) => (
                      <RefSelect
                        id="orders-design-office"
                        value={field.value as number | null | undefined}
                        onChange={field.onChange}
                        useOptions={useOffices}
                        current={r?.design_office ? { id: r.design_office.id, name: partyName(r.design_office) ?? '' } : null}
                        invalid={!!errors.design_office_id}
                        placeholder={t('form.chooseCompany')}
                        emptyMessage={t('form.noOptions')}
                        searchLabel={t('form.searchCompany')}
                      />
                    )}
                  />
                </Field>
                <Field id="orders-number-of-hijaj" label={t('fields.number_of_hijaj')} error={err('number_of_hijaj')} required>
                  <Controller
                    name="number_of_hijaj"
                    control={form.control}
                    render={({ field }) => (
                      <InputNumber
                        inputId="orders-number-of-hijaj"
                        value={(field.value as number | null | undefined) ?? null}
                        onValueChange={(e) => field.onChange(e.value ?? null)}
                        useGrouping={false}
                        min={0}
                        invalid={!!errors.number_of_hijaj}
                      />
                    )}
                  />
                </Field>
                <Field id="orders-tent-count" label={t('fields.tent_count')} error={err('tent_count')}>
                  <Controller
                    name="tent_count"
                    control={form.control}
                    render={({ field }) => (
                      <InputNumber
                        inputId="orders-tent-count"
                        value={(field.value as number | null | undefined) ?? null}
                        onValueChange={(e) => field.onChange(e.value ?? null)}
                        useGrouping={false}
                        min={0}
                        invalid={!!errors.tent_count}
                      />
                    )}
                  />
                </Field>
                <Field id="orders-count-day" label={t('fields.count_day')} error={err('count_day')}>
                  <Controller
                    name="count_day"
                    control={form.control}
                    render={({ field }) => (
                      <InputNumber
                        inputId="orders-count-day"
                        value={(field.value as number | null | undefined) ?? null}
                        onValueChange={(e) => field.onChange(e.value ?? null)}
                        useGrouping={false}
                        min={0}
                        invalid={!!errors.count_day}
                      />
                    )}
                  />
                </Field>
                <Field
                  id="orders-planned-date"
                  label={t('fields.planed_achive_date')}
                  error={err('planed_achive_date')}
                  hint={planned ? t('form.hijri', { date: formatHijri(`${planned}T12:00:00`, lang) }) : undefined}
                >
                  <InputText id="orders-planned-date" type="date" dir="ltr" min={isoDay(new Date())} invalid={!!errors.planed_achive_date} {...form.register('planed_achive_date')} />
                </Field>
                <Field id="orders-notes" label={t('fields.notes')} error={err('notes')}>
                  <InputTextarea id="orders-notes" invalid={!!errors.notes} dir="auto" rows={3} autoResize maxLength={ORDER_LONG_TEXT_MAX} {...form.register('notes')} />
                </Field>
              </div>
            </section>
            <OrderServicesField
              control={form.control}
              errors={errors}
              setValue={form.setValue}
              getValues={form.getValues}
              services={services.data}
              servicesLoading={services.isLoading}
              servicesFailed={services.isError}
              specialties={specialties}
            />
          </>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} disabled={editing && record.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate(r ? F.screen('details', r.id) : F.base)} />
        </div>
      </form>
    </>
  );
}
