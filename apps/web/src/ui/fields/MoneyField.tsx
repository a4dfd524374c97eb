import { currencySymbol, minorUnits } from "@sellwerk/domain";
import { FloatField, type FloatFieldProps } from "./FloatField.tsx";

export interface MoneyFieldProps extends Omit<
  FloatFieldProps,
  "value" | "onChange" | "decimals" | "rightSection"
> {
  /** Minor units (cents); the person types major units ("19,99"). */
  value: number | null;
  onChange: (minor: number | null) => void;
  currency: string;
}

/** An amount typed in major units and kept as an integer of minor units, never a float. */
export function MoneyField({ value, onChange, currency, min = 0, max, ...props }: MoneyFieldProps) {
  const digits = minorUnits(currency);
  const factor = 10 ** digits;
  return (
    <FloatField
      {...props}
      min={min}
      max={max}
      decimals={digits}
      allowEmpty
      value={value === null ? null : value / factor}
      onChange={(major) => onChange(major === null ? null : Math.round(major * factor))}
      leftSection={<span aria-hidden>{currencySymbol(currency)}</span>}
    />
  );
}
