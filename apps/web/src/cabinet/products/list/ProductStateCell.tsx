import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Product } from "../../../api/catalogTypes.ts";
import { StatusBadge } from "../../../ui/StatusBadge.tsx";

/** The publishing state in its spec colour; archived products and review outcomes say so too. */
export function ProductStateCell({ product }: { product: Product }) {
  const { t } = useTranslation("catalog");
  const review =
    product.reviewState === "in_review" || product.reviewState === "rejected" ? product.reviewState : null;
  return (
    <Stack gap={4} align="flex-start" miw={130} maw={220}>
      <StatusBadge state={product.state} label={t(`states.${product.state}`)} />
      {product.archived && <StatusBadge state="archived" label={t("list.archived")} />}
      {review && (
        <Text size="xs" c="dimmed">
          {t(`reviewStates.${review}`)}
          {review === "rejected" && product.reviewReason
            ? ` — ${t("list.reviewReason", { reason: product.reviewReason })}`
            : ""}
        </Text>
      )}
    </Stack>
  );
}
