/**
 * Making an issued violation's document ready (MAKE_READY through POST …/ready/{id}): the two header logos and the
 * footer logo it prints (spec 001 §5 "Its header and footer logos are required"). A logo already stored stands
 * unless another is chosen; a missing one is said on its field before any call, and the server's 422s land there too.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Field } from '../../shared/ui/Field';
import { FilePicker } from '../../shared/ui/FilePicker';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { isApiFailure } from '../../shared/api/errors';
import { VIOLATION_LOGO_FIELDS } from '../../../machines';
import { makeViolationReady, type RegulatoryViolationOrder } from './api';

type Logo = (typeof VIOLATION_LOGO_FIELDS)[number];
const IMAGES = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

export function ReadyDialog({ record, onClose, onReady }: { record: RegulatoryViolationOrder; onClose: () => void; onReady: () => Promise<void> }) {
  const { t } = useTranslation('regulatoryViolationOrders');
  const [chosen, setChosen] = useState<Partial<Record<Logo, File>>>({});
  const [errors, setErrors] = useState<Partial<Record<Logo, string>>>({});
  const ready = useMutation({ mutationFn: () => makeViolationReady(record, chosen) });

  const submit = async () => {
    // each logo is needed: chosen now or stored already
    const missing = Object.fromEntries(VIOLATION_LOGO_FIELDS.filter((f) => !chosen[f] && !record[f]).map((f) => [f, 'validation.required']));
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      await ready.mutateAsync();
      notify('success', t('ready.done'));
      await onReady();
    } catch (e) {
      const fields = isApiFailure(e) ? (e.errors ?? {}) : {};
      const mine = Object.fromEntries(VIOLATION_LOGO_FIELDS.filter((f) => fields[f]?.length).map((f) => [f, fields[f]![0]!]));
      if (Object.keys(mine).length) setErrors(mine);
      else notifyFailure(e);
    }
  };

  return (
    <Dialog header={t('ready.title')} visible onHide={onClose} style={{ width: 'min(36rem, 95vw)' }} modal>
      <p className="muted">{t('ready.intro')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        {VIOLATION_LOGO_FIELDS.map((f) => (
          <Field key={f} id={`violation-ready-${f.replace(/_/g, '-')}`} label={t(`fields.${f}`)} error={errors[f]} required>
            <FilePicker
              id={`violation-ready-${f.replace(/_/g, '-')}`}
              accept={IMAGES}
              value={chosen[f]}
              onChange={(file) => setChosen((c) => ({ ...c, [f]: file ?? undefined }))}
              existing={record[f]}
              invalid={!!errors[f]}
            />
          </Field>
        ))}
        <div className="dialog-actions">
          <Button type="button" label={t('form.cancel')} text onClick={onClose} />
          <Button type="submit" label={t('ready.submit')} icon="pi pi-verified" loading={ready.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
