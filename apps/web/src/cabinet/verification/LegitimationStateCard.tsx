import { Alert, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconClock, IconInfoCircle, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Legitimation } from "../../api/verification.ts";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { useFormat } from "../../ui/useFormat.ts";

/** Where the verification stands, and the manager's reason when it was rejected. */
export function LegitimationStateCard({ legitimation }: { legitimation: Legitimation | null }) {
  const { t } = useTranslation("verification");
  const format = useFormat();
  const step = legitimation?.step ?? "head_quarter";
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group gap="sm">
          <Text fw={600}>{t("state.title")}</Text>
          <StatusBadge state={step} label={t(`stepStates.${step}`)} data-testid="legitimation-state" />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`stateHelp.${step}`)}
        </Text>
        {legitimation?.walletKycState && (
          // Only a wallet provider (e_wallet) answers a KYC level; payouts from the wallet need KYC 2.
          <Group gap="sm">
            <Text size="sm">{t("wallet.title")}</Text>
            <StatusBadge
              state={legitimation.walletKycState}
              label={t(`wallet.states.${legitimation.walletKycState}`)}
              data-testid="wallet-kyc-state"
            />
            <Text size="sm" c="dimmed">
              {t(legitimation.walletKycState === "kyc_2" ? "wallet.payoutsOpen" : "wallet.payoutsNeedKyc2")}
            </Text>
          </Group>
        )}
        {step === "legitimated" && (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
            {t("state.legitimated", {
              date: legitimation?.decidedAt ? format.date(legitimation.decidedAt) : "",
            })}
          </Alert>
        )}
        {step === "rejected" && (
          <Alert color="red" icon={<IconX aria-hidden />} title={t("state.rejectedTitle")} role="alert">
            {legitimation?.rejectionReason ?? t("state.rejectedByProvider")}
          </Alert>
        )}
        {(step === "requested" || step === "in_review" || step === "registered") && (
          <Alert color="blue" icon={<IconClock aria-hidden />}>
            {t("state.inReview")}
          </Alert>
        )}
        {step === "change" && (
          <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
            {t("state.changing")}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
