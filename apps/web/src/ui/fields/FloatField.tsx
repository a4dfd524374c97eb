import { normalizeFloat } from "@sellwerk/domain";
import { NumericTextField, type NumericTextFieldProps } from "./NumericTextField.tsx";
import { currentLocaleCode } from "../../i18n/locale.ts";

export interface FloatFieldProps extends Omit<NumericTextFieldProps, "normalize" | "format" | "step"> {
  min?: number;
  max?: number;
  /** Fractional digits kept; 2 by default (spec two §5). */
  decimals?: number;
  allowEmpty?: boolean;
}

/** Decimal input: rounded to `decimals`, clamped to max, at or below min becomes min on blur. */
export function FloatField({ min, max, decimals = 2, allowEmpty = false, ...props }: FloatFieldProps) {
  return (
    <NumericTextField
      {...props}
      normalize={(input) => normalizeFloat(input, { min, max, decimals, allowEmpty })}
      format={(value) =>
        new Intl.NumberFormat(currentLocaleCode(), {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
          useGrouping: false,
        }).format(value)
      }
    />
  );
}
