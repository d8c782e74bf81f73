/**
 * The one phone field (docs/forms.md): a fixed +966 beside nine digits (5XXXXXXXX),
 * reading left to right in both languages. What people paste — "+966 50 123 4567",
 * "0501234567", Arabic-Indic digits — becomes the nine digits at once; the shared
 * phoneRule (shared/rules/phone.ts) turns the value into the stored 9665XXXXXXXX.
 */
import { InputText } from 'primereact/inputtext';
import { MOBILE_DIGITS, mobileOf, PHONE_PREFIX } from '../../../shared/rules/phone';

export interface PhoneInputProps {
  id: string;
  /** the nine digits, or a stored phone (shown as its nine digits) */
  value: string | null | undefined;
  onChange: (mobile: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
  /** the input's accessible name when no <label for> names it */
  ariaLabel?: string;
}

export function PhoneInput({ id, value, onChange, onBlur, invalid, describedBy, disabled, ariaLabel }: PhoneInputProps) {
  return (
    <div className="p-inputgroup phone-input" dir="ltr">
      <span className="p-inputgroup-addon">+{PHONE_PREFIX}</span>
      <InputText
        id={id}
        value={mobileOf(value ?? '')}
        onChange={(e) => onChange(mobileOf(e.target.value).slice(0, MOBILE_DIGITS))}
        onBlur={onBlur}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="5XXXXXXXX"
        invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-label={ariaLabel}
        disabled={disabled}
      />
    </div>
  );
}
