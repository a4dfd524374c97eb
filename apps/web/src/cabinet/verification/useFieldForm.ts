import { useState } from "react";
import { useFormErrors } from "../../ui/useFormErrors.ts";

/**
 * A step's form: text values by field, the server's field errors beside the inputs (the API
 * validates every step and names the field), and whether a save was tried.
 */
export function useFieldForm<F extends string>(initial: Record<F, string>, serverError: unknown) {
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [tried, setTried] = useState(false);
  const { server, errorFor } = useFormErrors({}, tried, serverError);
  return {
    values,
    tried,
    setTried,
    server,
    errorFor,
    set: (field: F) => (value: string | null) => setValues((v) => ({ ...v, [field]: value ?? "" })),
    /** Values with empty optional fields left out, as the API expects them. */
    present: () =>
      Object.fromEntries(Object.entries(values).filter(([, v]) => (v as string).trim() !== "")) as Partial<
        Record<F, string>
      >,
  };
}
