/** The registration form's own inputs: a document picker, an expiry date, the mobile number. */
import { Calendar } from 'primereact/calendar';

import { useTranslation } from 'react-i18next';
import { fileClasses, isRealDate, type RegistrationDocumentDef } from '../../../../shared/rules/registration';
import { formatHijri } from '../../../shared/lib/dates';
import { FilePicker as SharedFilePicker } from '../../../shared/ui/FilePicker';
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

/** A registration document's picker: the shared one, accepting the document's file class. */
export function FilePicker({ def, existing, ...rest }: FilePickerProps) {
  const cls = fileClasses[def.class];
  return <SharedFilePicker {...rest} accept={[...cls.extensions, ...cls.mimes].join(',')} existing={existing?.file} />;
}

const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A YYYY-MM-DD string as a local date at noon (clear of time-zone edges). */
const fromIso = (s: string) => (isRealDate(s) ? new Date(`${s}T12:00:00`) : null);

/** An expiry date: picked or typed as YYYY-MM-DD, after today, with its Hijri date beside it. */
export function ExpiryDate({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  disabled?: boolean;
}) {
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
