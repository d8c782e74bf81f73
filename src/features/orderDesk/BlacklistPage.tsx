/**
 * /blacklist (spec 001 §2, order-blacklist-index): the companies never to be chosen as contractor,
 * consultant or design office, one list for both order families — searched by the company's name,
 * newest first, paged, in the address. Adding one (a dialog: the kind of company, the company from
 * a searchable picker, and the reason, required) calls blacklist/store; the server's 422s land on
 * their fields, a company listed already (409) is said aloud. Removing one asks first
 * (DELETE blacklist/destroy/{id}); the audit log keeps the ban.
 */
import { useCallback, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useSession } from '../../shared/auth/session';
import { isApiFailure } from '../../shared/api/errors';
import { formatDateTime } from '../../shared/lib/dates';
import { applyServerErrors } from '../../shared/lib/forms';
import { Auto } from '../../shared/ui/Bdi';
import { confirmDelete } from '../../shared/ui/confirm';
import { Field } from '../../shared/ui/Field';
import { Column, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { RowAction } from '../../shared/ui/list/RowAction';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { PageHeader } from '../../shared/ui/PageHeader';
import { RefSelect } from '../../shared/ui/RefSelect';
import {
  blacklistCompany,
  candidateSource,
  COMPANY_TYPES,
  companyLabel,
  invalidateBlacklist,
  unblacklistCompany,
  useBlacklist,
  useCandidates,
  type BlacklistEntry,
  type BlacklistFilters,
  type CompanyType,
  type Party,
} from './api';
import { REASON_MAX } from './parts';
import './orderDesk.css';

const FILTERS = ['search'] as const;

/** The add form's rules: the server's (BlacklistInput), checked before the call. */
const BlacklistSchema = v.object({
  type: v.picklist(COMPANY_TYPES, 'validation.required'),
  company_id: v.pipe(v.number('validation.required'), v.integer('validation.required'), v.minValue(1, 'validation.required')),
  reason: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(REASON_MAX, 'validation.too_long')),
});
type Values = v.InferOutput<typeof BlacklistSchema>;
const EMPTY = { type: 'contractor', company_id: null, reason: '' } as unknown as v.InferInput<typeof BlacklistSchema>;
const FIELDS = ['company_id', 'reason'] as const;

export default function BlacklistPage() {
  const { t } = useTranslation('orderDesk');
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const filters: BlacklistFilters = { paginate: list.perPage, ...(list.filters.search ? { search: list.filters.search } : {}) };
  const query = useBlacklist(filters, list.page);
  const [adding, setAdding] = useState(false);
  const title = t('titles.blacklist');

  const remove = (r: BlacklistEntry) => {
    const name = r.company ? companyLabel(r.company) : `#${r.company_id}`;
    confirmDelete(
      async () => {
        try {
          return (await unblacklistCompany(r.id)).message;
        } finally {
          await invalidateBlacklist(client);
        }
      },
      { title: t('blacklist.removeTitle', { name }), text: t('blacklist.removeText') },
    );
  };

  return (
    <div className="desk-page">
      <PageHeader title={title} actions={<Button type="button" icon="pi pi-plus" label={t('blacklist.add')} onClick={() => setAdding(true)} data-testid="blacklist-add" />} />
      <SearchFilters list={list} label={t('blacklist.search')} clearable />
      <ListTable<BlacklistEntry> list={list} query={query} emptyText={t('list.emptyBlacklist')} label={title}>
        <Column
          header={t('fields.company')}
          className="desk-cell-wide"
          body={(r: BlacklistEntry) =>
            r.company ? (
              <span className="desk-stack">
                <Auto>{companyLabel(r.company)}</Auto>
                {r.company.company_name && r.company.company_name !== r.company.name && (
                  <small className="muted">
                    <Auto>{r.company.name}</Auto>
                  </small>
                )}
              </span>
            ) : (
              <span className="muted">#{r.company_id}</span>
            )
          }
        />
        <Column header={t('fields.reason')} className="desk-cell-text" body={(r: BlacklistEntry) => <Auto className="desk-text">{r.reason}</Auto>} />
        <Column header={t('fields.blacklistedAt')} className="desk-nowrap" body={(r: BlacklistEntry) => <bdi dir="ltr">{formatDateTime(r.created_at)}</bdi>} />
        <Column
          header={t('common:table.actions')}
          body={(r: BlacklistEntry) => (
            <div className="row-actions">
              <RowAction
                icon="pi pi-trash"
                danger
                label={`${t('blacklist.remove')}: ${r.company ? companyLabel(r.company) : r.company_id}`}
                tip={t('blacklist.remove')}
                onClick={() => remove(r)}
                data-testid="blacklist-remove"
              />
            </div>
          )}
        />
      </ListTable>
      <Dialog header={t('blacklist.addTitle')} visible={adding} onHide={() => setAdding(false)} style={{ width: 'min(36rem, 95vw)' }} className="desk-dialog">
        {adding && <AddForm onDone={() => setAdding(false)} />}
      </Dialog>
    </div>
  );
}

/** An option names the company, and its account name when the company's name does not contain it (it is found by either). */
const optionOf = (c: Party) => ({ id: c.id, name: c.company_name && !c.company_name.includes(c.name) ? `${c.company_name} (${c.name})` : companyLabel(c) });

function AddForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('orderDesk');
  const client = useQueryClient();
  const session = useSession();
  const source = candidateSource(session?.permissions ?? []);
  const form = useForm<v.InferInput<typeof BlacklistSchema>, unknown, Values>({ resolver: valibotResolver(BlacklistSchema), defaultValues: EMPTY });
  const type = useWatch({ control: form.control, name: 'type' }) as CompanyType;
  const useOptions = useCallback(
    (search: string) => {
      // eslint-disable-next-line react-hooks/rules-of-hooks -- RefSelect calls this as its options hook, once per render
      const query = useCandidates(source, type, search);
      return { data: (query.data ?? []).map(optionOf), isFetching: query.isFetching };
    },
    [source, type],
  );
  const save = useMutation({ mutationFn: blacklistCompany, onSettled: () => invalidateBlacklist(client) });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ company_id: values.company_id, reason: values.reason });
      notify('success', answer.message);
      onDone();
    } catch (e) {
      // a company listed already (409) is said aloud; a field's 422 lands on the field
      if (isApiFailure(e) && e.status === 409) notifyFailure(e);
      else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });
  const errors = form.formState.errors;

  return (
    <form className="desk-dialog-form" noValidate onSubmit={(e) => void submit(e)}>
      <Controller
        name="type"
        control={form.control}
        render={({ field }) => (
          <fieldset className="desk-choice">
            <legend>{t('fields.companyType')}</legend>
            {COMPANY_TYPES.map((c) => (
              <label key={c}>
                <input
                  type="radio"
                  name={field.name}
                  value={c}
                  checked={field.value === c}
                  onChange={() => {
                    field.onChange(c);
                    form.setValue('company_id', null as unknown as number);
                  }}
                />
                <span>{t(`companyTypes.${c}`)}</span>
              </label>
            ))}
          </fieldset>
        )}
      />
      <Field id="blacklist-company" label={t('fields.company')} error={errors.company_id?.message} hint={source ? undefined : t('blacklist.noPicker')} required>
        <Controller
          name="company_id"
          control={form.control}
          render={({ field }) => (
            <RefSelect
              key={type}
              id="blacklist-company"
              value={field.value as number | null | undefined}
              onChange={field.onChange}
              useOptions={useOptions}
              invalid={!!errors.company_id}
              placeholder={t('blacklist.chooseCompany')}
              emptyMessage={t('blacklist.noCompanies')}
              searchLabel={t('blacklist.searchCompany')}
            />
          )}
        />
      </Field>
      <Field id="blacklist-reason" label={t('fields.reason')} error={errors.reason?.message} required>
        <InputTextarea id="blacklist-reason" rows={4} maxLength={REASON_MAX} dir="auto" invalid={!!errors.reason} {...form.register('reason')} />
      </Field>
      <div className="dialog-actions">
        <Button type="button" label={t('actions.cancel')} outlined onClick={onDone} disabled={save.isPending} />
        <Button type="submit" icon="pi pi-ban" label={t('blacklist.save')} severity="danger" loading={save.isPending} data-testid="blacklist-save" />
      </div>
    </form>
  );
}
