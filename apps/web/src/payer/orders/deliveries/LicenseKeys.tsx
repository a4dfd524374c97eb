import { ActionIcon, Code, CopyButton, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { DeliveredLicenseKey } from "../../../api/payerTypes.ts";
import { StatusBadge } from "../../../ui/StatusBadge.tsx";
import { DeliveryGroup, DeliveryRow } from "./DeliveryRow.tsx";

/** The keys assigned to the order, each with a copy button. */
export function LicenseKeys({ items }: { items: readonly DeliveredLicenseKey[] }) {
  const { t } = useTranslation("payer");
  return (
    <DeliveryGroup title={t("deliveries.licenseKeys")} count={items.length}>
      {items.map((item, i) => (
        <DeliveryRow
          key={`${item.key}-${i}`}
          title={item.state === "paused" ? t("deliveries.keyPaused") : <Code fz="sm">{item.key}</Code>}
          details={item.product.name}
          actions={
            item.state === "revoked" ? (
              <StatusBadge state="expired" label={t("deliveries.revoked")} />
            ) : item.state === "paused" ? (
              <StatusBadge state="payment_paused" label={t("courses.access.paused")} />
            ) : (
              <CopyButton value={item.key}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t("deliveries.copied") : t("deliveries.copy")} withArrow>
                    <ActionIcon
                      variant="default"
                      onClick={copy}
                      aria-label={copied ? t("deliveries.copied") : t("deliveries.copyKey")}
                    >
                      {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            )
          }
        />
      ))}
    </DeliveryGroup>
  );
}
