import type { InputHTMLAttributes, ReactNode } from "react";
import { useShop } from "../i18n/context.tsx";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "id">;

interface FieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

/** ids of the hint and error, so the input announces both (aria-describedby). */
function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

function Label({ id, label, required }: { id: string; label: string; required: boolean }) {
  const { t } = useShop();
  return (
    <label htmlFor={id}>
      {label}
      {!required && <span className="opt"> ({t("common.optional")})</span>}
    </label>
  );
}

function Messages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled text input with its hint and error bound to it. */
export function TextField({
  id,
  label,
  value,
  onValue,
  error,
  hint,
  required = false,
  className,
  ...rest
}: FieldProps) {
  return (
    <div className={`field${error ? " has-error" : ""}${className ? ` ${className}` : ""}`}>
      <Label id={id} label={label} required={required} />
      <input
        {...rest}
        id={id}
        name={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onValue(e.target.value)}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  value,
  onValue,
  options,
  error,
  required = false,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly (readonly [value: string, label: string])[];
  error?: string | undefined;
  required?: boolean;
  autoComplete?: string;
}) {
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        name={id}
        value={value}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, null, error)}
        onChange={(e) => onValue(e.target.value)}
      >
        {options.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} />
    </div>
  );
}
