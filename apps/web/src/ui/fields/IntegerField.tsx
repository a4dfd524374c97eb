import { normalizeInteger, stepInteger } from "@sellwerk/domain";
import { NumericTextField, type NumericTextFieldProps } from "./NumericTextField.tsx";

export interface IntegerFieldProps extends Omit<NumericTextFieldProps, "normalize" | "format" | "step"> {
  min?: number;
  max?: number;
  /** Added or subtracted by the arrows; 1 by default. */
  step?: number;
}

/** Whole numbers: anything else becomes empty, values are clamped to min/max, arrows step. */
export function IntegerField({ min, max, step = 1, ...props }: IntegerFieldProps) {
  return (
    <NumericTextField
      {...props}
      inputMode="numeric"
      normalize={(input) => normalizeInteger(input, { min, max, allowEmpty: true })}
      format={(value) => String(value)}
      step={(value, direction) => stepInteger(value, step, direction, { min, max })}
    />
  );
}
