import { useRef, useState, type FormEvent } from "react";
import { Group, List, Paper, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CheckInAnswer } from "../../api/paymentTicketTypes.ts";
import { useCheckIn } from "../../api/paymentTickets.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { notify } from "../../ui/notify.ts";
import { useErrorText } from "../../ui/useErrorText.ts";
import { CheckInResult } from "./CheckInResult.tsx";
import { PaymentTicketsTabs } from "./PaymentTicketsTabs.tsx";

/** How many earlier scans stay in view, newest first. */
const RECENT = 8;

/**
 * /cabinet/payment_tickets/overview: the door. One big field that keeps the focus: a hand
 * scanner types the code and presses Enter, the answer shows large, the field empties for the
 * next guest. The server decides (a ticket is used once, also with several doors scanning).
 */
export function CheckInPage() {
  const { t } = useTranslation("fulfilment");
  const errorText = useErrorText();
  const checkIn = useCheckIn();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [scans, setScans] = useState<CheckInAnswer[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value || checkIn.isPending) return;
    checkIn.mutate(value, {
      onSuccess: (answer) => setScans((earlier) => [answer, ...earlier].slice(0, RECENT + 1)),
      onError: (error) => notify({ kind: "error", message: errorText(error) }),
      onSettled: () => {
        setCode("");
        input.current?.focus();
      },
    });
  };

  const [latest, ...earlier] = scans;
  return (
    <>
      <PageTitle title={t("checkIn.title")} description={t("checkIn.description")} />
      <PaymentTicketsTabs active="overview" />
      <Stack gap="lg" maw={760}>
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={submit}>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                ref={input}
                size="xl"
                flex={1}
                miw={240}
                label={t("checkIn.label")}
                description={t("checkIn.hint")}
                placeholder={t("checkIn.placeholder")}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                // The screen exists for this field; scanners type into whatever has the focus.
                autoFocus
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="characters"
                spellCheck={false}
                styles={{ input: { fontFamily: "monospace", letterSpacing: "0.08em" } }}
              />
              <AppButton type="submit" size="xl" loading={checkIn.isPending}>
                {t("checkIn.submit")}
              </AppButton>
            </Group>
          </form>
        </Paper>
        <div role="status" aria-live="assertive">
          {latest && <CheckInResult answer={latest} />}
        </div>
        {earlier.length > 0 && (
          <Stack gap="xs">
            <Text fw={600}>{t("checkIn.recent")}</Text>
            <List spacing={4} listStyleType="none">
              {earlier.map((scan, i) => (
                <List.Item
                  key={`${scans.length - i}-${scan.ticket?.code ?? scan.result}`}
                  icon={
                    <ThemeIcon
                      size={20}
                      radius="xl"
                      color={scan.result === "checked_in" ? "green" : "red"}
                      variant="light"
                    >
                      {scan.result === "checked_in" ? (
                        <IconCircleCheck size={14} />
                      ) : (
                        <IconCircleX size={14} />
                      )}
                    </ThemeIcon>
                  }
                >
                  <Text size="sm">
                    {scan.ticket && (
                      <Text span ff="monospace">
                        {scan.ticket.code} ·{" "}
                      </Text>
                    )}
                    {scan.message}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </>
  );
}
