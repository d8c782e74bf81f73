/**
 * /regulatory-violation-order/create and /regulatory-violation-order/update/{id}: the shared rules (shared/rules/regulatoryViolationOrders.ts) run before
 * the call; the server's 422s land on the field of the same name; a change someone else made
 * meanwhile is a 409, said plainly. After saving, the draft's page opens (where it is issued) with a success message.
 * Photographs and logos are images; the photographs are one field of several files (new ones added, stored ones dropped).
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  RegulatoryViolationOrderSchema,
  REGULATORYVIOLATIONORDER_TEXT_MAX,
  REGULATORYVIOLATIONORDER_LONG_TEXT_MAX,
  type RegulatoryViolationOrderValues,
} from '../../../shared/rules/regulatoryViolationOrders';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { FilePicker } from '../../shared/ui/FilePicker';
import { FilesPicker } from '../../shared/ui/FilesPicker';
import { RefSelect } from '../../shared/ui/RefSelect';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import {
  createRegulatoryViolationOrder,
  invalidateRegulatoryViolationOrders,
  updateRegulatoryViolationOrder,
  useRegulatoryViolationOrder,
  useCampsOptions,
  type RegulatoryViolationOrder,
  type RegulatoryViolationOrderInput,
} from './api';

/** Photographs and logos are images (the server sniffs them too). */
const IMAGES = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';
type Values = RegulatoryViolationOrderValues;
const FIELDS = ['title', 'camp_id', 'body', 'images', 'header_logo_1', 'header_logo_2', 'footer_logo'] as const;
// a required number or choice starts empty (null), which its rule refuses until one is given
const empty = { title: '', camp_id: null, body: '', images: [], header_logo_1: undefined, header_logo_2: undefined, footer_logo: undefined, images_remove: [] } as unknown as v.InferInput<
  typeof RegulatoryViolationOrderSchema
>;
const valuesOf = (r: RegulatoryViolationOrder) =>
  ({ title: r.title ?? '', camp_id: r.camp_id ?? null, body: r.body ?? '', images: [], header_logo_1: undefined, header_logo_2: undefined, footer_logo: undefined, images_remove: [] }) as v.InferInput<
    typeof RegulatoryViolationOrderSchema
  >;

export default function RegulatoryViolationOrderFormPage() {
  const { t } = useTranslation('regulatoryViolationOrders');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useRegulatoryViolationOrder(id);
  const form = useForm<v.InferInput<typeof RegulatoryViolationOrderSchema>, unknown, Values>({ resolver: valibotResolver(RegulatoryViolationOrderSchema), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: RegulatoryViolationOrderInput) => (editing ? updateRegulatoryViolationOrder(id, body) : createRegulatoryViolationOrder(body)),
    onSuccess: () => invalidateRegulatoryViolationOrders(client),
  });

  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, ...(editing && record.data ? { version: record.data.version } : {}) } as RegulatoryViolationOrderInput;
    try {
      const saved = await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.title }));
      // the draft's page, where it is issued
      void navigate(`/regulatory-violation-order/${saved.data.id}`);
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', t('form.stale'));
      else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

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
            <Link to="/regulatory-violation-order" className="p-button p-button-outlined">
              {t('titles.list')}
            </Link>
          </div>
        ) : (
          <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />
        )}
      </>
    );
  }
  const errors = form.formState.errors;

  return (
    <>
      <PageHeader title={editing && record.data ? `${title}: ${record.data.title}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="regulatory-violation-orders-title" label={t('fields.title')} error={errors.title?.message as string | undefined} required>
              <InputText
                id="regulatory-violation-orders-title"
                invalid={!!errors.title}
                aria-invalid={!!errors.title}
                dir="auto"
                maxLength={REGULATORYVIOLATIONORDER_TEXT_MAX}
                {...form.register('title')}
              />
            </Field>
            <Field id="regulatory-violation-orders-camp-id" label={t('fields.camp_id')} error={errors.camp_id?.message as string | undefined} required>
              <Controller
                name="camp_id"
                control={form.control}
                render={({ field }) => (
                  <RefSelect
                    id="regulatory-violation-orders-camp-id"
                    value={field.value as number | null | undefined}
                    onChange={field.onChange}
                    useOptions={useCampsOptions}
                    current={record.data?.get_camp}
                    invalid={!!errors.camp_id}
                    placeholder={t('form.choose')}
                    emptyMessage={t('form.noOptions')}
                    searchLabel={t('fields.search')}
                  />
                )}
              />
            </Field>
            <Field id="regulatory-violation-orders-body" label={t('fields.body')} error={errors.body?.message as string | undefined}>
              <InputTextarea
                id="regulatory-violation-orders-body"
                invalid={!!errors.body}
                aria-invalid={!!errors.body}
                dir="auto"
                rows={3}
                autoResize
                maxLength={REGULATORYVIOLATIONORDER_LONG_TEXT_MAX}
                {...form.register('body')}
              />
            </Field>
            <Field id="regulatory-violation-orders-images" label={t('fields.images')} hint={t('form.imagesHint')} error={errors.images?.message as string | undefined}>
              {/* the new images and the stored ones to drop are two fields of the form, one picker */}
              <Controller
                name="images"
                control={form.control}
                render={({ field }) => (
                  <Controller
                    name="images_remove"
                    control={form.control}
                    render={({ field: dropped }) => (
                      <FilesPicker
                        id="regulatory-violation-orders-images"
                        accept={IMAGES}
                        value={field.value as File[] | undefined}
                        onChange={field.onChange}
                        existing={record.data?.images}
                        removed={dropped.value as number[] | undefined}
                        onRemovedChange={dropped.onChange}
                        invalid={!!errors.images}
                      />
                    )}
                  />
                )}
              />
            </Field>
            <Field id="regulatory-violation-orders-header-logo-1" label={t('fields.header_logo_1')} hint={t('form.logosHint')} error={errors.header_logo_1?.message as string | undefined}>
              <Controller
                name="header_logo_1"
                control={form.control}
                render={({ field }) => (
                  <FilePicker
                    id="regulatory-violation-orders-header-logo-1"
                    accept={IMAGES}
                    value={field.value as File | null | undefined}
                    onChange={(file) => field.onChange(file ?? undefined)}
                    existing={record.data?.header_logo_1}
                    invalid={!!errors.header_logo_1}
                  />
                )}
              />
            </Field>
            <Field id="regulatory-violation-orders-header-logo-2" label={t('fields.header_logo_2')} error={errors.header_logo_2?.message as string | undefined}>
              <Controller
                name="header_logo_2"
                control={form.control}
                render={({ field }) => (
                  <FilePicker
                    id="regulatory-violation-orders-header-logo-2"
                    accept={IMAGES}
                    value={field.value as File | null | undefined}
                    onChange={(file) => field.onChange(file ?? undefined)}
                    existing={record.data?.header_logo_2}
                    invalid={!!errors.header_logo_2}
                  />
                )}
              />
            </Field>
            <Field id="regulatory-violation-orders-footer-logo" label={t('fields.footer_logo')} error={errors.footer_logo?.message as string | undefined}>
              <Controller
                name="footer_logo"
                control={form.control}
                render={({ field }) => (
                  <FilePicker
                    id="regulatory-violation-orders-footer-logo"
                    accept={IMAGES}
                    value={field.value as File | null | undefined}
                    onChange={(file) => field.onChange(file ?? undefined)}
                    existing={record.data?.footer_logo}
                    invalid={!!errors.footer_logo}
                  />
                )}
              />
            </Field>
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/regulatory-violation-order')} />
        </div>
      </form>
    </>
  );
}
