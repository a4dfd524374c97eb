import { useTranslation } from "react-i18next";
import { isApiError } from "../api/client/errors.ts";

/**
 * Words for a failed request: the server's own message (already in the interface language),
 * ours for a conflict, since it must tell what to do next.
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (!isApiError(error)) return t("clientErrors.unexpected");
    if (error.status === 409 || error.code === "CONFLICT") return t("contracts:errors.CONFLICT");
    return error.message;
  };
}
