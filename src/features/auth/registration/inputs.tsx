/** The registration form's own inputs: a document picker, an expiry date, the mobile number. */
import { useRef } from 'react';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { fileClasses, isRealDate, type RegistrationDocumentDef } from '../../../../shared/rules/registration';
import { PHONE_PREFIX } from '../../../../shared/rules/user';
import { formatHijri } from '../../../shared/lib/dates';
import { FileLink, formatSize } from '../../../shared/ui/StoredFile';
import type { RegistrationDocument } from '../api';

interface FilePickerProps {
  id: string;
  def: RegistrationDocumentDef;
  value: File | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  /** the document already on file, shown until replaced */
  existing?: RegistrationDocument | undefined;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
}

/**
 * A file input with the portal's own texts (the browser's "Choose file" follows the
 * browser's language, not the portal's). The native input stays focusable and
 * carries the field's label; the visible button is its second label.
 */
export function FilePicker({ id, def, value, onChange, onBlur, existing, invalid, describedBy, disabled }: FilePickerProps) {
  const { t, i18n } = useTranslation('auth');
  const input = useRef<HTMLInputElement>(null);
  const cls = fileClasses[def.class];
  return (
    <div className={`file-picker${invalid ? ' invalid' : ''}`}>
      <input
        ref={input}
        id={id}
        type="file"
        className="visually-hidden"
        accept={[...cls.extensions, ...cls.mimes].join(',')}
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
          <span className="muted" dir="ltr">({formatSize(value.size, i18n.language)})</span>
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
          <FileLink url={existing.file.url} name={existing.file.name} size={existing.file.size} />
        </span>
      ) : (
        <span className="muted">{t('files.none')}</span>
      )}
    </div>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A YYYY-MM-DD string as a local date at noon (clear of time-zone edges). */
const fromIso = (s: string) => (isRealDate(s) ? new Date(`${s}T12:00:00`) : null);

/** An expiry date: picked or typed as YYYY-MM-DD, after today, with its Hijri date beside it. */
export function ExpiryDate({ id, value, onChange, onBlur, invalid, disabled }: { id: string; value: string; onChange: (v: string) => void; onBlur?: () => void; invalid?: boolean; disabled?: boolean }) {
  const { t, i18n } = useTranslation('auth');
  // no minDate: a typed past date must reach the rules, which say why it is refused
  const thisYear = new Date().getFullYear();
  const date = fromIso(value);
  return (
    <>
      <Calendar
        inputId={id}
        value={date}
        onChange={(e) => onChange(e.value instanceof Date ? toIso(e.value) : '')}
        onBlur={onBlur}
        dateFormat="yy-mm-dd"
        // typing goes through the mask, which reports only whole dates (a half-typed one would clear the field)
        mask="9999-99-99"
        placeholder="YYYY-MM-DD"
        showIcon
        // PrimeReact moves focus into the panel whenever it opens: open it from the icon only, so the date can also be typed
        showOnFocus={false}
        monthNavigator
        yearNavigator
        yearRange={`${thisYear}:${thisYear + 15}`}
        inputClassName="ltr-input"
        locale={i18n.language === 'en' ? 'en' : 'ar'}
        className="w-full"
        invalid={invalid}
        disabled={disabled}
      />
      {date && <small className="hint hijri">{t('hints.hijri', { date: formatHijri(date, i18n.language === 'en' ? 'en' : 'ar') })}</small>}
    </>
  );
}

/** The mobile number after the fixed 966 prefix; reads left to right in both languages. */
export function MobileInput({ id, value, onChange, onBlur, invalid, describedBy, disabled }: { id: string; value: string; onChange: (v: string) => void; onBlur?: () => void; invalid?: boolean; describedBy?: string | undefined; disabled?: boolean }) {
  return (
    <div className="p-inputgroup" dir="ltr">
      <span className="p-inputgroup-addon">+{PHONE_PREFIX}</span>
      <InputText
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 9))}
        onBlur={onBlur}
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="5XXXXXXXX"
        invalid={invalid}
        aria-describedby={describedBy}
        disabled={disabled}
      />
    </div>
  );
}
