import { useState } from "react";

/**
 * Required messages appear only after the person left the field (or the form asked for all
 * errors on submit), never while they are still typing their first character.
 */
export function useRequiredState(required: boolean | undefined, isEmpty: boolean, forceTouched?: boolean) {
  const [touched, setTouched] = useState(false);
  const showRequired = Boolean(required) && isEmpty && (touched || Boolean(forceTouched));
  return { showRequired, markTouched: () => setTouched(true) };
}
