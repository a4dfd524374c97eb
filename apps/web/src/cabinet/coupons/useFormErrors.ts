import { fieldErrors } from "../../api/client/errors.ts";
import { useValidationMessage } from "../../ui/useValidationMessage.ts";
import type { Issues } from "./couponForm.ts";

/** A field's message: the browser's own check once the form was tried, else the server's answer. */
export function useFormErrors(issues: Issues, tried: boolean, serverError: unknown) {
  const message = useValidationMessage();
  const server = fieldErrors(serverError);
  return {
    server,
    errorFor: (path: string): string | undefined => {
      const issue = tried ? issues[path] : undefined;
      return (issue ? message(issue.code, issue.params) : undefined) ?? server[path];
    },
  };
}
