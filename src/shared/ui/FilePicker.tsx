/**
 * A file input with the portal's own texts (the browser's "Choose file" follows the browser's
 * language, not the portal's). The native input stays focusable and carries the field's label;
 * the visible button is its second label. The file already on record shows until replaced.
 */
import { useRef } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { FileLink, formatSize } from './StoredFile';

export interface FilePickerProps {
  id: string;
  /** the input's accept list: extensions and MIME types */
  accept: string;
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  /** the stored file already on record */
  existing?: { url: string; name: string; size?: number } | null | undefined;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
}

export function FilePicker({ id, accept, value, onChange, onBlur, existing, invalid, describedBy, disabled }: FilePickerProps) {
  const { t, i18n } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={`file-picker${invalid ? ' invalid' : ''}`}>
      <input
        ref={input}
        id={id}
        type="file"
        className="visually-hidden"
        accept={accept}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        onBlur={onBlur}
      />
      <label htmlFor={id} className={`p-button p-button-outlined p-button-sm file-choose${disabled ? ' p-disabled' : ''}`} aria-hidden>
        <i className="pi pi-upload" aria-hidden />
        <span>{value || existing ? t('files.replace') : t('files.choose')}</span>
      </label>
      {value ? (
        <span className="file-chosen">
          <i className="pi pi-file" aria-hidden />
          <bdi>{value.name}</bdi>
          <span className="muted" dir="ltr">
            ({formatSize(value.size, i18n.language)})
          </span>
          <Button
            type="button"
            icon="pi pi-times"
            text
            rounded
            size="small"
            severity="secondary"
            aria-label={t('files.remove')}
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          />
        </span>
      ) : existing ? (
        <span className="file-existing">
          <span className="muted">{t('files.onFile')}:</span>
          <FileLink url={existing.url} name={existing.name} {...(existing.size === undefined ? {} : { size: existing.size })} />
        </span>
      ) : (
        <span className="muted">{t('files.none')}</span>
      )}
    </div>
  );
}
