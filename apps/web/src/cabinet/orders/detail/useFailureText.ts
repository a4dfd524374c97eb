import { useTranslation } from "react-i18next";

/** A provider's failure code in words: ours are in the shared catalog, unknown ones show as sent. */
export function useFailureText() {
  const { t } = useTranslation();
  return (code: string) => t(`contracts:validation.${code}`, { defaultValue: code });
}
