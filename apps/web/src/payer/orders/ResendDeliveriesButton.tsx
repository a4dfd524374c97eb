import { useState } from "react";
import { Group, Text } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useResendDeliveries } from "../../api/payer.ts";
import { isApiError } from "../../api/client/errors.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { useErrorText } from "../../ui/useErrorText.ts";

type Outcome = { kind: "sent" | "nothing" | "limited" | "failed"; text: string };

const COLOURS = { sent: "green", nothing: "dimmed", limited: "orange", failed: "red" } as const;

/**
 * "Send delivery email again": the same mails as after the purchase, nothing issued anew. The
 * API allows a few per order, so a refusal says to wait rather than that something broke; the
 * outcome stays beside the button (announced to screen readers) until the next try.
 */
export function ResendDeliveriesButton({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation("payer");
  const errorText = useErrorText();
  const resend = useResendDeliveries(token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = () => {
    setOutcome(null);
    resend.mutate(undefined, {
      onSuccess: ({ sent }) =>
        setOutcome(
          sent > 0
            ? { kind: "sent", text: t("resend.sent", { email }) }
            : { kind: "nothing", text: t("resend.nothing") },
        ),
      onError: (error) =>
        setOutcome(
          isApiError(error) && error.status === 429
            ? { kind: "limited", text: t("resend.limited") }
            : { kind: "failed", text: errorText(error) },
        ),
    });
  };

  return (
    <Group gap="sm" wrap="wrap">
      <AppButton
        kind="secondary"
        size="xs"
        loading={resend.isPending}
        leftSection={<IconMailForward size={14} aria-hidden />}
        onClick={send}
      >
        {t("resend.button")}
      </AppButton>
      <Text size="sm" c={outcome ? COLOURS[outcome.kind] : undefined} role="status" aria-live="polite">
        {outcome?.text ?? ""}
      </Text>
    </Group>
  );
}
