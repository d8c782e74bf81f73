/**
 * A reference field's control (`npm run new:area` ref fields): a searchable drop-down of another
 * area's records — PrimeReact's Dropdown with its filter box, whose text is also asked of the
 * server (after a pause in typing), so a large list is searched rather than loaded whole. The
 * value is the record's id; names show in the screen's language. The chosen record stays among
 * the options while the user searches for others, and the edited record's current one shows
 * before any option has come.
 */
import { useEffect, useMemo, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { refLabel, type RefOption } from '../lib/refs';

/** What a target's options hook answers (the area's generated `use<Target>Options`). */
export interface RefOptionsQuery {
  data?: RefOption[] | undefined;
  isFetching: boolean;
}

interface RefSelectProps {
  /** the control's id: the Field's label points at it */
  id: string;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  /** the target's records matching what the user typed ('' for the first page) */
  useOptions: (search: string) => RefOptionsQuery;
  /** the record the value points at now (the edited record's `get_…`) */
  current?: RefOption | null | undefined;
  invalid?: boolean;
  /** an optional field: the choice can be taken back */
  clearable?: boolean;
  placeholder: string;
  /** shown when nothing matches */
  emptyMessage: string;
  /** the search box's accessible name */
  searchLabel: string;
}

/** typing pauses this long before the server is asked */
const SEARCH_DELAY_MS = 300;

export function RefSelect({ id, value, onChange, useOptions, current, invalid, clearable, placeholder, emptyMessage, searchLabel }: RefSelectProps) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useOptions(search);
  const [picked, setPicked] = useState<RefOption | null>(null);
  const options = useMemo(() => {
    const found = query.data ?? [];
    const chosen = [picked, current].find((o): o is RefOption => !!o && o.id === value);
    const all = chosen && !found.some((o) => o.id === chosen.id) ? [chosen, ...found] : found;
    return all.map((o) => ({ value: o.id, label: refLabel(o, lang), record: o }));
  }, [query.data, picked, current, value, lang]);
  return (
    <Dropdown
      inputId={id}
      value={value ?? null}
      options={options}
      optionLabel="label"
      optionValue="value"
      onChange={(e) => {
        const next = (e.value as number | null | undefined) ?? null;
        setPicked(options.find((o) => o.value === next)?.record ?? null);
        onChange(next);
      }}
      filter
      filterBy="label"
      onFilter={(e) => setTyped(e.filter)}
      resetFilterOnHide
      onHide={() => setTyped('')}
      showClear={!!clearable && value != null}
      loading={query.isFetching}
      placeholder={placeholder}
      emptyMessage={emptyMessage}
      emptyFilterMessage={emptyMessage}
      invalid={!!invalid}
      pt={{ filterInput: { 'aria-label': searchLabel } }}
    />
  );
}
