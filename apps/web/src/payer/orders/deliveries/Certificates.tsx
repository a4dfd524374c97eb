import { Anchor, Code } from "@mantine/core";
import { IconFileTypePdf, IconShieldCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { DeliveredCertificate } from "../../../api/payerTypes.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { StatusBadge } from "../../../ui/StatusBadge.tsx";
import { DeliveryGroup, DeliveryRow } from "./DeliveryRow.tsx";

/** Certificates with their serial, the PDF, and the public page anyone can check the serial on. */
export function Certificates({ items }: { items: readonly DeliveredCertificate[] }) {
  const { t } = useTranslation("payer");
  return (
    <DeliveryGroup title={t("deliveries.certificates")} count={items.length}>
      {items.map((item) => (
        <DeliveryRow
          key={item.serial}
          title={item.product.name}
          details={
            <>
              {item.holderName} · {t("deliveries.serial")} <Code>{item.serial}</Code>
            </>
          }
          actions={
            <>
              {item.state === "revoked" && <StatusBadge state="expired" label={t("deliveries.revoked")} />}
              <AppButton
                component="a"
                href={item.pdfUrl}
                target="_blank"
                rel="noopener"
                kind="secondary"
                size="xs"
                leftSection={<IconFileTypePdf size={14} aria-hidden />}
              >
                {t("deliveries.pdf")}
              </AppButton>
              <Anchor href={item.verifyUrl} target="_blank" rel="noopener" size="sm">
                <IconShieldCheck size={14} aria-hidden style={{ verticalAlign: "middle" }} />{" "}
                {t("deliveries.verify")}
              </Anchor>
            </>
          }
        />
      ))}
    </DeliveryGroup>
  );
}
