/**
 * The receiving company picker: the searchable drop-down of reference fields (RefSelect) over the
 * active company accounts (GET general/assign/companies), searched by name, company name or CR as
 * the user types. Each option names the company and its CR.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../shared/ui/RefSelect';
import type { RefOption } from '../../shared/lib/refs';
import { receiverLabel, useReceiver, useReceiverOptions, type AssignReceiver } from './api';

interface ReceiverSelectProps {
  id: string;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  /** the record's current company (shown before any option has come) */
  current?: AssignReceiver | null | undefined;
  invalid?: boolean;
  /** this company is not offered (re-customisation: another company) */
  excludeId?: number | undefined;
}

/**
 * An option names the company, its account name when the company name does not contain it (a
 * company registered under an English name is still found by its Arabic one: the drop-down also
 * filters by the label), and its CR.
 */
function optionOf(c: AssignReceiver): RefOption {
  const label = receiverLabel(c);
  const alias = c.company_name && !c.company_name.includes(c.name) ? ` (${c.name})` : '';
  return { id: c.id, name: `${label}${alias}${c.cr ? ` — ${c.cr}` : ''}` };
}

export function ReceiverSelect({ id, value, onChange, current, invalid, excludeId }: ReceiverSelectProps) {
  const { t } = useTranslation('assign');
  const useOptions = useCallback(
    (search: string) => {
      // eslint-disable-next-line react-hooks/rules-of-hooks -- RefSelect calls this as its options hook, once per render
      const query = useReceiverOptions(search);
      return { data: (query.data ?? []).filter((c) => c.id !== excludeId).map(optionOf), isFetching: query.isFetching };
    },
    [excludeId],
  );
  return (
    <RefSelect
      id={id}
      value={value}
      onChange={onChange}
      useOptions={useOptions}
      current={current ? optionOf(current) : null}
      invalid={invalid}
      placeholder={t('form.chooseCompany')}
      emptyMessage={t('form.noOptions')}
      searchLabel={t('form.searchCompany')}
    />
  );
}

/**
 * Fills the form's CR with the chosen company's registered one — unless the user typed another:
 * only an empty field, or one this hook filled, is overwritten.
 */
export function useFillReceiverCr(companyId: number | null | undefined, current: () => string, fill: (cr: string) => void) {
  const company = useReceiver(companyId ?? null);
  const filled = useRef<string | null>(null);
  useEffect(() => {
    const cr = company.data?.cr;
    if (!cr || company.data?.id !== companyId) return;
    const now = current();
    if (!now || now === filled.current) {
      fill(cr);
      filled.current = cr;
    }
    // once per company chosen: the field's own edits are the user's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [company.data]);
}
