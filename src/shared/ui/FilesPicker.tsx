/**
 * A field of several files (a violation's images, a news item's other images): the files on record,
 * each of which can be dropped (and taken back before saving), then the new ones chosen now, each
 * removable. The form sends the new files as the field and the dropped ids as `<field>_remove`; the
 * server keeps the rest in order. The native input stays focusable and carries the field's label.
 */
import { useRef } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { FileLink, formatSize } from './StoredFile';
import { FILES_PER_FIELD_MAX } from '../../../shared/limits';

export interface StoredFileRef {
  id: number;
  url: string;
  name: string;
  size?: number;
}

export interface FilesPickerProps {
  id: string;
  /** the input's accept list: extensions and MIME types */
  accept: string;
  /** the files chosen now */
  value: File[] | null | undefined;
  onChange: (files: File[]) => void;
  /** the files on record */
  existing?: StoredFileRef[] | null | undefined;
  /** the ids of files on record to drop when saving */
  removed?: number[] | null | undefined;
  onRemovedChange?: (ids: number[]) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
}

export function FilesPicker({ id, accept, value, onChange, existing, removed, onRemovedChange, invalid, describedBy, disabled }: FilesPickerProps) {
  const { t, i18n } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const chosen = value ?? [];
  const dropped = new Set(removed ?? []);
  const stored = existing ?? [];
  const count = stored.filter((f) => !dropped.has(f.id)).length + chosen.length;
  const full = count >= FILES_PER_FIELD_MAX;
  return (
    <div className={`files-picker${invalid ? ' invalid' : ''}`}>
      <div className="files-picker-bar">
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          className="visually-hidden"
          accept={accept}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled || full}
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []);
            // never more than the field holds: the rest are left out, as the count says
            onChange([...chosen, ...picked].slice(0, Math.max(0, FILES_PER_FIELD_MAX - (count - chosen.length))));
            e.target.value = '';
          }}
        />
        <label htmlFor={id} className={`p-button p-button-outlined p-button-sm file-choose${disabled || full ? ' p-disabled' : ''}`} aria-hidden>
          <i className="pi pi-upload" aria-hidden />
          <span>{t('files.add')}</span>
        </label>
        <span className="muted" aria-live="polite">
          {t('files.count', { count, max: FILES_PER_FIELD_MAX })}
        </span>
      </div>
      {stored.length + chosen.length === 0 ? (
        <span className="muted">{t('files.noneYet')}</span>
      ) : (
        <ul className="files-picker-list">
          {stored.map((f) => {
            const gone = dropped.has(f.id);
            return (
              <li key={`s${f.id}`} className={gone ? 'is-dropped' : undefined}>
                <FileLink url={f.url} name={f.name} {...(f.size === undefined ? {} : { size: f.size })} />
                {gone ? <span className="muted">{t('files.willDrop')}</span> : null}
                {onRemovedChange ? (
                  <Button
                    type="button"
                    icon={gone ? 'pi pi-undo' : 'pi pi-trash'}
                    text
                    rounded
                    size="small"
                    severity={gone ? 'secondary' : 'danger'}
                    aria-label={`${gone ? t('files.keep') : t('files.drop')}: ${f.name}`}
                    disabled={disabled || (gone && full)}
                    onClick={() => onRemovedChange(gone ? [...dropped].filter((x) => x !== f.id) : [...dropped, f.id])}
                  />
                ) : null}
              </li>
            );
          })}
          {chosen.map((file, i) => (
            <li key={`n${i}-${file.name}`} className="is-new">
              <i className="pi pi-file" aria-hidden />
              <bdi>{file.name}</bdi>
              <span className="muted" dir="ltr">
                ({formatSize(file.size, i18n.language)})
              </span>
              <Button
                type="button"
                icon="pi pi-times"
                text
                rounded
                size="small"
                severity="secondary"
                aria-label={`${t('files.remove')}: ${file.name}`}
                disabled={disabled}
                onClick={() => onChange(chosen.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
