/** The new-password inputs of the registration and password-reset forms. */
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Password } from 'primereact/password';
import { Field } from '../../shared/ui/Field';

/** A new password or its confirmation (registration, password reset), with its show/hide toggle; read left to right. */
export function NewPasswordField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
}: {
  control: Control<T>;
  name: Path<T> & ('password' | 'password_confirmation');
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <Field id={name} label={label} error={error} hint={hint} required>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <Password
            inputId={name}
            value={field.value as string}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            feedback={false}
            toggleMask
            autoComplete="new-password"
            invalid={!!error}
            className="w-full"
            inputClassName="w-full ltr-input"
            aria-describedby={error ? `${name}-error` : `${name}-hint`}
          />
        )}
      />
    </Field>
  );
}
