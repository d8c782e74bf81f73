/**
 * A searchable pick of several accounts (the ticket subjects' allowedUsers, the ticket admin groups' admins): the
 * form keeps their ids, the picker their names. Suggestions come from the area's own search call as the user types.
 */
import { useState } from 'react';
import { AutoComplete } from 'primereact/autocomplete';
import { notifyFailure } from './notify';

export interface PickedAccount {
  id: number;
  name: string;
  company_name?: string | null;
  email: string;
}

export interface AccountsPickerProps {
  id: string;
  value: number[];
  onChange: (ids: number[]) => void;
  search: (text: string) => Promise<PickedAccount[]>;
  /** the accounts already on record, to name the ids the form starts with */
  known?: PickedAccount[] | undefined;
  invalid?: boolean;
  placeholder?: string;
  emptyMessage: string;
}

/** How a picked account is named: the company, else the person. */
export const accountName = (a: Pick<PickedAccount, 'name' | 'company_name'>) => a.company_name || a.name;

export function AccountsPicker({ id, value, onChange, search, known = [], invalid, placeholder, emptyMessage }: AccountsPickerProps) {
  const [picked, setPicked] = useState<PickedAccount[]>([]);
  const [suggestions, setSuggestions] = useState<PickedAccount[]>([]);
  const named = [...picked, ...known.filter((k) => !picked.some((p) => p.id === k.id))];
  return (
    <AutoComplete
      inputId={id}
      multiple
      value={named.filter((a) => value.includes(a.id))}
      suggestions={suggestions.filter((s) => !value.includes(s.id))}
      completeMethod={(e) => {
        search(e.query)
          .then(setSuggestions)
          .catch((err: unknown) => {
            setSuggestions([]);
            notifyFailure(err);
          });
      }}
      field="name"
      selectedItemTemplate={(a: PickedAccount) => <bdi>{accountName(a)}</bdi>}
      itemTemplate={(a: PickedAccount) => (
        <span className="account-option">
          <bdi>{accountName(a)}</bdi>{' '}
          <small className="muted" dir="ltr">
            {a.email}
          </small>
        </span>
      )}
      onChange={(e) => {
        const next = ((e.value as unknown[]) ?? []).filter((x): x is PickedAccount => !!x && typeof x === 'object');
        setPicked((old) => [...next, ...old.filter((o) => !next.some((n) => n.id === o.id))]);
        onChange(next.map((a) => a.id));
      }}
      placeholder={value.length ? undefined : placeholder}
      emptyMessage={emptyMessage}
      showEmptyMessage
      dropdown
      delay={250}
      className="w-full"
      invalid={!!invalid}
    />
  );
}
