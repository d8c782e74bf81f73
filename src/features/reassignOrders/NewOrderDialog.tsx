/**
 * The list's "New order" dialog: a company, then its camps with no open order, and optionally the re-delivery
 * appointment (date and time). Checked by the rules the server runs (shared/rules/reassignOrders.ts); the
 * server's 422s land on their fields. The new order opens at its form.
 */
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/Field';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { ReassignOrderSchema, type ReassignOrderValues } from '../../../shared/rules/reassignOrders';
import { createReassignOrder, invalidateReassignOrders, stepPath, type ReassignOrderType } from './api';
import { AppointmentFields, CampChecklist, CompanyCamps, CompanyPicker } from './shared';

const FIELDS = ['company_id', 'assign_camp_ids', 'appointment', 'type'] as const;

export function NewOrderDialog({ type, open, onClose }: { type: ReassignOrderType; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('reassignOrders');
  return (
    <Dialog header={t(`newOrder.title_${type}`)} visible={open} onHide={onClose} style={{ width: 'min(36rem, 95vw)' }} modal>
      {open && <NewOrderForm type={type} onClose={onClose} />}
    </Dialog>
  );
}

function NewOrderForm({ type, onClose }: { type: ReassignOrderType; onClose: () => void }) {
  const { t } = useTranslation('reassignOrders');
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<ReassignOrderValues>({
    resolver: valibotResolver(ReassignOrderSchema),
    defaultValues: { type, company_id: undefined as unknown as number, assign_camp_ids: [], appointment: '' },
  });
  const company = useWatch({ control: form.control, name: 'company_id' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      const order = (await createReassignOrder({ ...values, appointment: values.appointment ? values.appointment : null })).data;
      await invalidateReassignOrders(client);
      notify('success', t('newOrder.created', { id: order.id }));
      onClose();
      void navigate(stepPath(order));
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field id="reassign-company" label={t('fields.company')} error={errors.company_id?.message} required>
        <Controller
          control={form.control}
          name="company_id"
          render={({ field }) => (
            <CompanyPicker
              id="reassign-company"
              value={field.value ?? null}
              onChange={(v) => {
                field.onChange(v ?? undefined);
                form.setValue('assign_camp_ids', []);
              }}
              invalid={!!errors.company_id}
            />
          )}
        />
      </Field>
      <CompanyCamps company={company ?? null} error={errors.assign_camp_ids?.message}>
        {(camps) => (
          <Controller
            control={form.control}
            name="assign_camp_ids"
            render={({ field }) => <CampChecklist id="reassign-camps" legend={t('fields.camps')} camps={camps} value={field.value} onChange={field.onChange} invalid={!!errors.assign_camp_ids} />}
          />
        )}
      </CompanyCamps>
      <Controller
        control={form.control}
        name="appointment"
        render={({ field }) => (
          <AppointmentFields
            ids={{ date: 'reassign-appointment-date', time: 'reassign-appointment-time' }}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errors.appointment?.message}
            hint={t('newOrder.appointmentHint')}
          />
        )}
      />
      <div className="dialog-actions">
        <Button type="button" label={t('actions.close')} text onClick={onClose} />
        <Button type="submit" label={t('newOrder.submit')} icon="pi pi-check" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
