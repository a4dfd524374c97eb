import { Alert, Center, Loader } from "@mantine/core";
import { IconAlertCircle, IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../api/client/errors.ts";
import { useErrorText } from "../ui/useErrorText.ts";

/**
 * A payer page whose data is not there: still loading, or why it cannot be shown in the server's
 * words (already in the interface language) — a lesson not open yet or an ended access (403)
 * with a lock, anything else as a warning.
 */
export function PagePending({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (!error)
    return (
      <Center py="xl">
        <Loader aria-label={t("loading")} />
      </Center>
    );
  const locked = isApiError(error) && error.status === 403;
  return (
    <Center py="xl">
      <Alert
        color={locked ? "gray" : "red"}
        icon={locked ? <IconLock aria-hidden /> : <IconAlertCircle aria-hidden />}
        role="alert"
        maw={560}
        w="100%"
      >
        {errorText(error)}
      </Alert>
    </Center>
  );
}
