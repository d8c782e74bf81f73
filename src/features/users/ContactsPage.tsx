/**
 * /user-contacts: the directory of the active accounts' contact details — name,
 * company, type, e-mail and mobile — searchable and paged.
 */
import { useTranslation } from 'react-i18next';
import { accountTypes } from '../../../shared/accountTypes';
import { Column, FilterSelect, ListTable, SearchFilters, useListParams } from '../../shared/ui/list';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useContacts, type Contact, type ContactFilters } from './api';
import './users.css';

const FILTERS = ['search', 'type_id'] as const;

export default function ContactsPage() {
  const { t, i18n } = useTranslation('users');
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const list = useListParams(FILTERS);
  const filters: ContactFilters = {
    paginate: list.perPage,
    ...(list.filters.search ? { search: list.filters.search } : {}),
    ...(list.filters.type_id ? { type_id: Number(list.filters.type_id) } : {}),
  };
  const query = useContacts(filters, list.page);
  const typeOptions = accountTypes.map((x) => ({ value: String(x.id), label: x.label[lang] }));

  return (
    <>
      <PageHeader title={t('titles.contacts')} subtitle={t('contacts.subtitle')} />
      <SearchFilters list={list} label={t('contacts.search')}>
        <FilterSelect list={list} name="type_id" options={typeOptions} label={t('fields.type')} />
      </SearchFilters>
      <ListTable<Contact> list={list} query={query} emptyText={t('contacts.empty')} label={t('titles.contacts')}>
        <Column header={t('fields.name')} body={(c: Contact) => <bdi className="user-name">{c.name}</bdi>} />
        <Column header={t('fields.company')} body={(c: Contact) => (c.company_name ? <bdi>{c.company_name}</bdi> : <span className="muted">—</span>)} />
        <Column header={t('fields.type')} body={(c: Contact) => c.type.name} />
        <Column
          header={t('fields.email')}
          body={(c: Contact) => (
            <a href={`mailto:${c.email}`} dir="ltr" title={t('contacts.email', { name: c.name })}>
              {c.email}
            </a>
          )}
        />
        <Column
          header={t('fields.phone')}
          body={(c: Contact) =>
            c.phone ? (
              <a href={`tel:+${c.phone}`} dir="ltr" title={t('contacts.call', { name: c.name })}>
                {c.phone}
              </a>
            ) : (
              <span className="muted">—</span>
            )
          }
        />
      </ListTable>
    </>
  );
}
