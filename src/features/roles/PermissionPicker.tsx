/**
 * The role form's permissions: the catalogue grouped by area, each group with a
 * select-all box (checked, mixed or clear), a search over labels and codes, and a
 * running count. Plain checkboxes, so Tab and Space work everywhere and screen
 * readers announce each group and the count.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { PermissionGroup } from './api';

/** Case, diacritics and the common Arabic letter variants do not matter when searching. */
export function normaliseSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

function GroupBox({ checked, mixed, disabled, label, onChange }: { checked: boolean; mixed: boolean; disabled: boolean; label: string; onChange: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return <input ref={ref} type="checkbox" className="perm-check" checked={checked} disabled={disabled} aria-label={label} onChange={onChange} />;
}

export interface PermissionPickerProps {
  groups: PermissionGroup[];
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  /** an error message already translated, shown above the groups */
  error?: string | undefined;
  labelledBy?: string;
}

export function PermissionPicker({ groups, value, onChange, disabled = false, error, labelledBy }: PermissionPickerProps) {
  const { t } = useTranslation('roles');
  const [search, setSearch] = useState('');
  const [onlySelected, setOnlySelected] = useState(false);
  const uid = useId();
  const selected = useMemo(() => new Set(value), [value]);
  const total = useMemo(() => groups.reduce((n, g) => n + g.permissions.length, 0), [groups]);
  const needle = normaliseSearch(search);

  const shown = useMemo(
    () =>
      groups
        .map((g) => {
          const groupHit = needle !== '' && normaliseSearch(g.label).includes(needle);
          const permissions = g.permissions.filter(
            (p) => (groupHit || needle === '' || normaliseSearch(p.label).includes(needle) || p.name.toLowerCase().includes(needle)) && (!onlySelected || selected.has(p.name)),
          );
          return { ...g, permissions };
        })
        .filter((g) => g.permissions.length > 0),
    [groups, needle, onlySelected, selected],
  );

  /** Keep the catalogue's order, whatever order things were ticked in. */
  const emit = (next: Set<string>) => onChange(groups.flatMap((g) => g.permissions.map((p) => p.name)).filter((n) => next.has(n)));
  const toggle = (name: string) => {
    const next = new Set(selected);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    emit(next);
  };
  const setMany = (names: string[], on: boolean) => {
    const next = new Set(selected);
    for (const n of names) {
      if (on) next.add(n);
      else next.delete(n);
    }
    emit(next);
  };
  const shownNames = shown.flatMap((g) => g.permissions.map((p) => p.name));
  const countId = `${uid}-count`;

  return (
    <div className="perm-picker" aria-labelledby={labelledBy} role="group">
      <div className="perm-toolbar">
        <span className="perm-search">
          <i className="pi pi-search" aria-hidden />
          <InputText
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('picker.search')}
            aria-label={t('picker.search')}
            title={t('picker.searchHint')}
            dir="auto"
            aria-describedby={countId}
          />
        </span>
        <label className="perm-only">
          <input type="checkbox" className="perm-check" checked={onlySelected} onChange={(e) => setOnlySelected(e.target.checked)} />
          <span>{t('picker.onlySelected')}</span>
        </label>
        {!disabled && (
          <span className="perm-bulk">
            <Button type="button" size="small" text icon="pi pi-check-square" label={t('picker.selectShown')} onClick={() => setMany(shownNames, true)} disabled={!shownNames.length} />
            <Button
              type="button"
              size="small"
              text
              severity="secondary"
              icon="pi pi-stop"
              label={t('picker.clearShown')}
              onClick={() => setMany(shownNames, false)}
              disabled={!shownNames.some((n) => selected.has(n))}
            />
          </span>
        )}
        <output id={countId} className="perm-count" aria-live="polite">
          {t('picker.count', { selected: value.length, total })}
        </output>
      </div>
      {error && (
        <small className="p-error perm-error" role="alert">
          {error}
        </small>
      )}
      {shown.length === 0 ? (
        <p className="state-panel">{t('picker.noMatch', { search: search.trim() })}</p>
      ) : (
        <div className="perm-groups">
          {shown.map((g) => {
            const names = g.permissions.map((p) => p.name);
            const on = names.filter((n) => selected.has(n)).length;
            const groupTotal = groups.find((x) => x.key === g.key)!.permissions;
            const groupOn = groupTotal.filter((p) => selected.has(p.name)).length;
            const legendId = `${uid}-${g.key}`;
            return (
              <fieldset key={g.key} className="perm-group" aria-labelledby={legendId} data-group={g.key}>
                <legend className="perm-legend">
                  <label>
                    <GroupBox
                      checked={on === names.length}
                      mixed={on > 0 && on < names.length}
                      disabled={disabled}
                      label={t('picker.selectGroup', { group: g.label })}
                      onChange={() => setMany(names, on < names.length)}
                    />
                    <span id={legendId}>{g.label}</span>
                  </label>
                  <span className="perm-group-count" aria-hidden>
                    {t('picker.groupCount', { selected: groupOn, total: groupTotal.length })}
                  </span>
                </legend>
                <ul className="perm-list">
                  {g.permissions.map((p) => (
                    <li key={p.name}>
                      {/* the label in the reader's language only; the spec's code (what the API and the audit log name) is the tooltip, for administrators comparing with them */}
                      <label className="perm-item" title={p.name}>
                        <input type="checkbox" className="perm-check" name="permissions" value={p.name} checked={selected.has(p.name)} disabled={disabled} onChange={() => toggle(p.name)} />
                        <span className="perm-label">{p.label}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            );
          })}
        </div>
      )}
    </div>
  );
}
