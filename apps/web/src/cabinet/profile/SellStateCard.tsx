import { Alert, Badge, Group, List, Text } from "@mantine/core";
import { IconCircleCheck, IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { SellerProfileField } from "@sellwerk/domain";

export interface SellStateCardProps {
  /** As the server decided it on the last save. */
  canSell: boolean;
  /** Required fields still empty in the form right now. */
  missing: readonly SellerProfileField[];
  reviewRequired: boolean;
}

/** Whether paid products can be sold, and what is still missing for that. */
export function SellStateCard({ canSell, missing, reviewRequired }: SellStateCardProps) {
  const { t } = useTranslation("catalog");
  const complete = missing.length === 0;
  return (
    <Alert
      color={canSell && complete ? "green" : "orange"}
      icon={canSell && complete ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
      title={
        <Group gap="xs">
          {t("profile.sellState")}
          <Badge color={canSell ? "green" : "orange"} variant="filled" size="sm">
            {canSell ? t("profile.canSell") : t("profile.cannotSell")}
          </Badge>
        </Group>
      }
      aria-live="polite"
    >
      {complete ? (
        <Text size="sm">{canSell ? t("profile.completeSaved") : t("profile.completeUnsaved")}</Text>
      ) : (
        <>
          <Text size="sm" mb={4}>
            {t("profile.missingIntro", { count: missing.length })}
          </Text>
          <List size="sm" aria-label={t("profile.missingLabel")}>
            {missing.map((field) => (
              <List.Item key={field}>{t(`profile.fields.${field}`)}</List.Item>
            ))}
          </List>
        </>
      )}
      {reviewRequired && (
        <Text size="xs" c="dimmed" mt="xs">
          {t("profile.reviewRequired")}
        </Text>
      )}
    </Alert>
  );
}
