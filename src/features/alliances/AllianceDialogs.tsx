/**
 * The alliance managers' dialogs: create (name, members, leader among them), rename,
 * change the leader (among the members) and add a member. Each runs the shared
 * alliance rules before its call; the server's 422s — and its 409 naming the
 * alliance a company already belongs to — land on the field they are about.
 */
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { AutoComplete } from 'primereact/autocomplete';
import { useTranslation } from 'react-i18next';
import { ALLIANCE_NAME_MAX, allianceNameRule, CreateAllianceSchema, type CreateAllianceValues } from '../../../shared/rules/alliance';
import { Field } from '../../shared/ui/Field';
import { applyServerErrors } from '../../shared/lib/forms';
import { notifyFailure } from '../../shared/ui/notify';
import { companyName, searchCompanies, useAddMember, useChangeLeader, useCreateAlliance, useRenameAlliance, type Alliance, type AllianceCandidate } from './api';

type Done = (message: string, alliance: Alliance) => void | Promise<void>;
const dialogStyle = { width: 'min(34rem, 95vw)' };

function CompanyOption({ company }: { company: AllianceCandidate }) {
  return (
    <span className="alliance-option">
      {/* a span around the bdi: as a flex item it would take its own direction and alignment */}
      <span>
        <bdi>{companyName(company)}</bdi>
      </span>
      <small className="muted">
        {company.type.name} · <span dir="ltr">{company.email}</span>
      </small>
    </span>
  );
}

/** A candidate with the text the input shows, which forceSelection compares with what was typed. */
type Option = AllianceCandidate & { label: string };

/** Companies in no alliance, searched on the server as the user types. */
function useCompanySearch() {
  const [suggestions, setSuggestions] = useState<Option[]>([]);
  const complete = (query: string) => {
    searchCompanies(query)
      .then((found) => setSuggestions(found.map((c) => ({ ...c, label: companyName(c) }))))
      .catch((e: unknown) => {
        setSuggestions([]);
        notifyFailure(e);
      });
  };
  return { suggestions, complete };
}

// ---------------------------------------------------------------- create

interface CreateValues {
  name: string;
  members: AllianceCandidate[];
  leader_id: number | null;
}

const createRule = valibotResolver(CreateAllianceSchema);
/** The dialog's values, checked by the shared rule on ids; no leader yet is id 0, which the rule reports as required. */
const createResolver: Resolver<CreateValues, unknown, CreateAllianceValues> = (values, context, options) =>
  createRule({ name: values.name, members: values.members.map((m) => m.id), leader_id: values.leader_id ?? 0 }, context, options as never) as never;

export function CreateAllianceDialog({ visible, onClose, onDone }: { visible: boolean; onClose: () => void; onDone: Done }) {
  const { t } = useTranslation('alliances');
  const search = useCompanySearch();
  const form = useForm<CreateValues, unknown, CreateAllianceValues>({ resolver: createResolver, defaultValues: { name: '', members: [], leader_id: null } });
  const members = useWatch({ control: form.control, name: 'members' });
  const create = useCreateAlliance();
  const errors = form.formState.errors;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await create.mutateAsync(values);
      form.reset();
      await onDone(t('dialogs.created', { name: res.data.name }), res.data);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['name', 'members', 'leader_id'])) notifyFailure(e);
    }
  });
  return (
    <Dialog header={t('dialogs.createTitle')} visible={visible} onHide={close} style={dialogStyle} modal>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field id="alliance-name" label={t('fields.name')} error={errors.name?.message} required>
          <InputText id="alliance-name" dir="auto" maxLength={ALLIANCE_NAME_MAX} className="w-full" invalid={!!errors.name} {...form.register('name')} autoFocus />
        </Field>
        <Field id="alliance-members" label={t('fields.members')} hint={t('dialogs.membersHint')} error={errors.members?.message} required>
          <Controller
            name="members"
            control={form.control}
            render={({ field }) => (
              <AutoComplete
                inputId="alliance-members"
                multiple
                value={field.value}
                suggestions={search.suggestions.filter((s) => !field.value.some((m) => m.id === s.id))}
                completeMethod={(e) => search.complete(e.query)}
                field="label"
                selectedItemTemplate={(c: AllianceCandidate) => <bdi>{companyName(c)}</bdi>}
                itemTemplate={(c: AllianceCandidate) => <CompanyOption company={c} />}
                onChange={(e) => {
                  const next = ((e.value as unknown[]) ?? []).filter((x): x is AllianceCandidate => !!x && typeof x === 'object');
                  field.onChange(next);
                  // the leader must stay among the members
                  const leader = form.getValues('leader_id');
                  if (leader && !next.some((m) => m.id === leader)) form.setValue('leader_id', null);
                }}
                placeholder={field.value.length ? undefined : t('dialogs.membersPlaceholder')}
                emptyMessage={t('dialogs.noCompanies')}
                showEmptyMessage
                dropdown
                delay={250}
                className="w-full alliance-autocomplete alliance-members-input"
                invalid={!!errors.members}
              />
            )}
          />
        </Field>
        <Field id="alliance-leader" label={t('fields.leader')} hint={t('dialogs.leaderHint')} error={errors.leader_id?.message} required>
          <Controller
            name="leader_id"
            control={form.control}
            render={({ field }) => (
              <Dropdown
                inputId="alliance-leader"
                value={field.value}
                options={members.map((m) => ({ value: m.id, label: companyName(m) }))}
                onChange={(e) => field.onChange(e.value ?? null)}
                placeholder={t('dialogs.leaderPlaceholder')}
                emptyMessage={t('dialogs.leaderHint')}
                className="w-full"
                invalid={!!errors.leader_id}
              />
            )}
          />
        </Field>
        <div className="dialog-actions">
          <Button type="button" label={t('common:actions.cancel')} text onClick={close} />
          <Button type="submit" label={t('dialogs.create')} icon="pi pi-check" loading={form.formState.isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}

// ---------------------------------------------------------------- rename

const RenameForm = v.object({ name: allianceNameRule });

export function RenameAllianceDialog({ alliance, onClose, onDone }: { alliance: Alliance | null; onClose: () => void; onDone: Done }) {
  const { t } = useTranslation('alliances');
  const form = useForm<{ name: string }>({ resolver: valibotResolver(RenameForm), values: { name: alliance?.name ?? '' } });
  const rename = useRenameAlliance();
  const submit = form.handleSubmit(async ({ name }) => {
    if (!alliance) return;
    try {
      const res = await rename.mutateAsync({ id: alliance.id, name });
      await onDone(res.message, res.data);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['name'])) notifyFailure(e);
    }
  });
  return (
    <Dialog header={alliance ? t('dialogs.renameTitle', { name: alliance.name }) : ''} visible={!!alliance} onHide={onClose} style={dialogStyle} modal>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field id="alliance-rename" label={t('fields.name')} error={form.formState.errors.name?.message} required>
          <InputText id="alliance-rename" dir="auto" maxLength={ALLIANCE_NAME_MAX} className="w-full" invalid={!!form.formState.errors.name} {...form.register('name')} autoFocus />
        </Field>
        <div className="dialog-actions">
          <Button type="button" label={t('common:actions.cancel')} text onClick={onClose} />
          <Button type="submit" label={t('dialogs.save')} icon="pi pi-check" loading={form.formState.isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}

// ---------------------------------------------------------------- change leader

const LeaderForm = v.object({ leader_id: v.pipe(v.nullable(v.number()), v.number('validation.required')) });

export function ChangeLeaderDialog({ alliance, onClose, onDone }: { alliance: Alliance | null; onClose: () => void; onDone: Done }) {
  const { t } = useTranslation('alliances');
  const form = useForm<{ leader_id: number | null }, unknown, { leader_id: number }>({ resolver: valibotResolver(LeaderForm), values: { leader_id: null } });
  const options = (alliance?.get_members ?? []).filter((m) => m.id !== alliance?.leader_id).map((m) => ({ value: m.id, label: companyName(m) }));
  const error = form.formState.errors.leader_id?.message;
  const change = useChangeLeader();
  const submit = form.handleSubmit(async ({ leader_id: leaderId }) => {
    if (!alliance) return;
    try {
      const res = await change.mutateAsync({ id: alliance.id, leaderId });
      await onDone(res.message, res.data);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, ['leader_id'])) notifyFailure(e);
    }
  });
  return (
    <Dialog header={alliance ? t('dialogs.leaderTitle', { name: alliance.name }) : ''} visible={!!alliance} onHide={onClose} style={dialogStyle} modal>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {alliance && (
          <p className="muted alliance-current">
            <i className="pi pi-star-fill" aria-hidden /> {t('dialogs.currentLeader', { name: companyName(alliance.get_leader) })}
          </p>
        )}
        <Field id="alliance-new-leader" label={t('fields.leader')} hint={t('dialogs.newLeaderHint')} error={error} required>
          <Controller
            name="leader_id"
            control={form.control}
            render={({ field }) => (
              <Dropdown
                inputId="alliance-new-leader"
                value={field.value}
                options={options}
                onChange={(e) => field.onChange(e.value ?? null)}
                placeholder={t('dialogs.leaderPlaceholder')}
                filter
                className="w-full"
                invalid={!!error}
              />
            )}
          />
        </Field>
        <div className="dialog-actions">
          <Button type="button" label={t('common:actions.cancel')} text onClick={onClose} />
          <Button type="submit" label={t('dialogs.change')} icon="pi pi-check" loading={form.formState.isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}

// ---------------------------------------------------------------- add member

const AddForm = v.object({
  member: v.pipe(
    v.nullable(v.looseObject({ id: v.number() })),
    v.check((x) => x !== null, 'validation.required'),
  ),
});

export function AddMemberDialog({ alliance, onClose, onDone }: { alliance: Alliance | null; onClose: () => void; onDone: Done }) {
  const { t } = useTranslation('alliances');
  const search = useCompanySearch();
  const form = useForm<{ member: AllianceCandidate | null }>({ resolver: valibotResolver(AddForm) as unknown as Resolver<{ member: AllianceCandidate | null }>, values: { member: null } });
  const error = form.formState.errors.member?.message;
  const add = useAddMember();
  const submit = form.handleSubmit(async ({ member }) => {
    if (!alliance || !member) return;
    try {
      const res = await add.mutateAsync({ allianceId: alliance.id, memberId: member.id });
      await onDone(res.message, res.data);
    } catch (e) {
      // the server names the field member_id; it is this dialog's one field
      if (!applyServerErrors(e, (_name, err) => form.setError('member', err), ['member_id'])) notifyFailure(e);
    }
  });
  return (
    <Dialog header={alliance ? t('dialogs.addTitle', { name: alliance.name }) : ''} visible={!!alliance} onHide={onClose} style={dialogStyle} modal>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field id="alliance-add-member" label={t('fields.member')} hint={t('dialogs.membersHint')} error={error} required>
          <Controller
            name="member"
            control={form.control}
            render={({ field }) => (
              <AutoComplete
                inputId="alliance-add-member"
                value={field.value ?? ''}
                suggestions={search.suggestions}
                completeMethod={(e) => search.complete(e.query)}
                field="label"
                itemTemplate={(c: AllianceCandidate) => <CompanyOption company={c} />}
                onChange={(e) => field.onChange(e.value && typeof e.value === 'object' ? e.value : null)}
                placeholder={t('dialogs.memberPlaceholder')}
                emptyMessage={t('dialogs.noCompanies')}
                showEmptyMessage
                forceSelection
                dropdown
                delay={250}
                className="w-full alliance-autocomplete"
                inputClassName="w-full"
                invalid={!!error}
              />
            )}
          />
        </Field>
        <div className="dialog-actions">
          <Button type="button" label={t('common:actions.cancel')} text onClick={onClose} />
          <Button type="submit" label={t('dialogs.add')} icon="pi pi-plus" loading={form.formState.isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
