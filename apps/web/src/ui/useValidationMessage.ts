import { useTranslation } from "react-i18next";

/**
 * Words for a validation code from the catalog shared with the API (@sellwerk/contracts), so a
 * rule broken in the browser reads the same as when the server catches it.
 */
export function useValidationMessage() {
  const { t } = useTranslation("contracts");
  return (code: string, params?: Record<string, string | number>): string =>
    t(`validation.${code}`, { ...params, defaultValue: t("validation.invalid") });
}
