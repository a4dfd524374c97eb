import { fieldErrors } from "../api/client/errors.ts";
import { useValidationMessage } from "./useValidationMessage.ts";

/** A field's problem as the browser found it: a validation code of the shared catalog and its bounds. */
export interface FormIssue {
  code: string;
  params?: Record<string, string | number>;
}
export type FormIssues = Record<string, FormIssue>;

/** A field's message: the browser's own check once the form was tried, else the server's answer. */
export function useFormErrors(issues: FormIssues, tried: boolean, serverError: unknown) {
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
