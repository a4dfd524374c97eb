import { TextInput, type TextInputProps } from "@mantine/core";
import { fromLocalInput, toLocalInput } from "./localDateTime.ts";

export interface DateTimeFieldProps extends Omit<TextInputProps, "value" | "onChange" | "type"> {
  /** An ISO moment, or null. */
  value: string | null;
  onChange: (iso: string | null) => void;
}

/** A date and time in the browser's own zone, kept as an ISO moment (the browser's native picker). */
export function DateTimeField({ value, onChange, ...props }: DateTimeFieldProps) {
  return (
    <TextInput
      {...props}
      type="datetime-local"
      value={toLocalInput(value)}
      onChange={(event) => onChange(fromLocalInput(event.currentTarget.value))}
    />
  );
}
