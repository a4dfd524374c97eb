import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../../../../api/client/errors.ts";
import type { Issues } from "../form/issues.ts";

/**
 * A field's message: the browser's own check once the seller tried to save, otherwise what the
 * server said about the field on the last write.
 */
export function useIssueText(issues: Issues, submitted: boolean, serverError: unknown) {
  const { t } = useTranslation();
  const server = fieldErrors(serverError);
  return (path: string): string | undefined => {
    const issue = submitted ? issues[path] : undefined;
    return issue ? t(issue.key, issue.params ?? {}) : server[path];
  };
}
