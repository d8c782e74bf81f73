/**
 * /alliances (no permission, spec 000 §6): the alliances with their leaders and
 * members, searchable and paged. An account sees those its company belongs to or
 * leads; a holder of `alliance-manage` sees all and creates, renames, changes the
 * leader, adds and removes members (each removal confirmed) and dissolves them.
 */
import { useState } from 'react';
import { RowAction } from '../../shared/ui/list/RowAction';
import { ListToolbar } from '../../shared/ui/list/ListToolbar';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Column, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { PageHeader } from '../../shared/ui/PageHeader';
import { confirmAction, confirmDelete } from '../../shared/ui/confirm';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { hasPermission, useSession } from '../../shared/auth/session';
import { formatDate } from '../../shared/lib/dates';
import { companyName, invalidateAlliances, deleteAlliance, removeMember, useAllianceList, type Alliance, type AllianceCompany, type AllianceFilters } from './api';
import { AddMemberDialog, ChangeLeaderDialog, CreateAllianceDialog, RenameAllianceDialog } from './AllianceDialogs';
import './alliances.css';

const FILTERS = ['search'] as const;
type Open = { kind: 'rename' | 'leader' | 'add'; alliance: Alliance } | { kind: 'create' } | null;

export default function AlliancesPage() {
  const { t } = useTranslation('alliances');
  const session = useSession();
  const manage = hasPermission(session, 'alliance-manage');
  const ownCompany = session?.user.parent_id ?? session?.user.id;
  const client = useQueryClient();
  const list = useListParams(FILTERS);
  const [open, setOpen] = useState<Open>(null);
  const filters: AllianceFilters = { paginate: list.perPage, ...(list.filters.search ? { search: list.filters.search } : {}), ...list.sortBody };
  const { paginate: _perPage, ...exportBody } = filters;
  const query = useAllianceList(filters, list.page);

  const refresh = () => invalidateAlliances(client);
  const done = async (text: string) => {
    setOpen(null);
    notify('success', text);
    await refresh();
  };
  const dialogAlliance = (kind: 'rename' | 'leader' | 'add') => (open && open.kind === kind ? open.alliance : null);

  const askRemove = (alliance: Alliance, member: AllianceCompany) =>
    confirmAction({
      title: t('dialogs.removeTitle'),
      text: t('dialogs.removeText', { company: companyName(member), alliance: alliance.name }),
      confirm: t('dialogs.removeConfirm'),
      danger: true,
      accept: () => {
        removeMember(alliance.id, member.id)
          .then((res) => notify('success', res.message))
          .catch(notifyFailure)
          .finally(() => void refresh());
      },
    });

  const askDissolve = (alliance: Alliance) =>
    confirmDelete(
      async () => {
        try {
          return (await deleteAlliance(alliance.id)).message;
        } finally {
          await refresh();
        }
      },
      { title: t('list.dissolveTitle', { name: alliance.name }) },
    );

  const members = (a: Alliance) => (
    <ul className="alliance-members" aria-label={t('fields.members')}>
      {a.get_members.map((m) => {
        const leader = m.id === a.leader_id;
        const mine = !manage && m.id === ownCompany;
        return (
          <li key={m.id} className={`alliance-member${leader ? ' leader' : ''}${mine ? ' mine' : ''}`}>
            {leader && <i className="pi pi-star-fill" role="img" aria-label={t('list.leaderBadge')} />}
            <bdi>{companyName(m)}</bdi>
            {mine && <span className="alliance-yours">{t('list.yours')}</span>}
            {manage && !leader && (
              <button
                type="button"
                className="alliance-member-remove"
                aria-label={t('list.removeMember', { company: companyName(m), alliance: a.name })}
                title={t('list.removeMember', { company: companyName(m), alliance: a.name })}
                onClick={() => askRemove(a, m)}
              >
                <i className="pi pi-times" aria-hidden />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <>
      <PageHeader
        title={t('titles.list')}
        subtitle={manage ? t('list.subtitleManage') : t('list.subtitleMember')}
        actions={manage ? <Button label={t('list.add')} icon="pi pi-plus" onClick={() => setOpen({ kind: 'create' })} /> : undefined}
      />
      <SearchFilters list={list} label={t('fields.search')} clearable />
      <ListToolbar list={list} name="alliances" exportPath="/general/alliance/export" exportBody={exportBody} />
      <ListTable<Alliance> list={list} query={query} emptyText={manage ? t('list.empty') : t('list.emptyMember')} label={t('titles.list')}>
        <Column
          field="name"
          sortable
          header={t('fields.name')}
          body={(a: Alliance) => (
            <div className="alliance-cell">
              <strong>
                <bdi>{a.name}</bdi>
              </strong>
              <span className="muted" dir="ltr">
                {formatDate(a.created_at)}
              </span>
            </div>
          )}
        />
        <Column
          header={t('fields.leader')}
          body={(a: Alliance) => (
            <div className="alliance-cell">
              {/* a span around the bdi: as a flex item it would take its own direction and alignment */}
              <span>
                <bdi>{companyName(a.get_leader)}</bdi>
              </span>
              <span className="muted">{a.get_leader.type.name}</span>
            </div>
          )}
        />
        <Column header={t('fields.members')} body={members} style={{ width: '45%' }} />
        <Column field="members" sortable header={t('fields.membersCount')} body={(a: Alliance) => t('list.count', { count: a.members_count })} bodyClassName="alliance-count" />
        {manage && (
          <Column
            header={t('common:table.actions')}
            body={(a: Alliance) => (
              <div className="row-actions alliance-actions">
                <RowAction icon="pi pi-pencil" label={`${t('list.rename')}: ${a.name}`} tip={t('list.rename')} onClick={() => setOpen({ kind: 'rename', alliance: a })} />
                <RowAction
                  icon="pi pi-star"
                  label={`${t('list.changeLeader')}: ${a.name}`}
                  tip={t('list.changeLeader')}
                  disabled={a.members_count < 2}
                  onClick={() => setOpen({ kind: 'leader', alliance: a })}
                />
                <RowAction icon="pi pi-user-plus" label={`${t('list.addMember')}: ${a.name}`} tip={t('list.addMember')} onClick={() => setOpen({ kind: 'add', alliance: a })} />
                <RowAction icon="pi pi-trash" label={`${t('list.dissolve')}: ${a.name}`} tip={t('list.dissolve')} danger onClick={() => askDissolve(a)} />
              </div>
            )}
          />
        )}
      </ListTable>
      {manage && (
        <>
          <CreateAllianceDialog visible={open?.kind === 'create'} onClose={() => setOpen(null)} onDone={done} />
          <RenameAllianceDialog alliance={dialogAlliance('rename')} onClose={() => setOpen(null)} onDone={done} />
          <ChangeLeaderDialog alliance={dialogAlliance('leader')} onClose={() => setOpen(null)} onDone={done} />
          <AddMemberDialog alliance={dialogAlliance('add')} onClose={() => setOpen(null)} onDone={done} />
        </>
      )}
    </>
  );
}
