import { useTranslation } from "react-i18next";
import type { DeliveredService } from "../../../api/payerTypes.ts";
import { StatusBadge } from "../../../ui/StatusBadge.tsx";
import { DeliveryGroup, DeliveryRow } from "./DeliveryRow.tsx";

/** A service the seller carries out: whether it is still to do or done. */
export function Services({ items }: { items: readonly DeliveredService[] }) {
  const { t } = useTranslation("payer");
  return (
    <DeliveryGroup title={t("deliveries.services")} count={items.length}>
      {items.map((service) => (
        <DeliveryRow
          key={service.product.id}
          title={service.product.name}
          details={t(`serviceStates.${service.state}.text`)}
          actions={
            <StatusBadge
              state={service.state === "done" ? "successful" : "pending"}
              label={t(`serviceStates.${service.state}.label`)}
            />
          }
        />
      ))}
    </DeliveryGroup>
  );
}
