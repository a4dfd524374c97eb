import { useTranslation } from "react-i18next";
import type { OrderParty } from "../../../api/orderTypes.ts";
import { useFormat } from "../../../ui/useFormat.ts";
import { Facts } from "./Facts.tsx";
import { Section } from "./Section.tsx";

function countryName(code: string, locale: string): string {
  if (!code) return "";
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A party of the order (payer or owner) as typed at checkout. */
export function PartyCard({ title, party }: { title: string; party: OrderParty }) {
  const { t } = useTranslation("orders");
  const { locale } = useFormat();
  const street = [party.street, party.streetNumber].filter(Boolean).join(" ");
  const city = [party.zip, party.city].filter(Boolean).join(" ");
  return (
    <Section title={title}>
      <Facts
        cols={1}
        facts={[
          [t("party.name"), `${party.firstName} ${party.lastName}`.trim()],
          [t("party.email"), party.email],
          [
            t("party.kind"),
            party.buyerKind ? t(`party.kinds.${party.buyerKind}`, { defaultValue: party.buyerKind }) : null,
          ],
          [t("party.company"), party.company],
          [t("party.vatId"), party.vatId],
          [t("party.address"), [street, city, countryName(party.country, locale)].filter(Boolean).join(", ")],
          [t("party.phone"), party.phone],
        ]}
      />
    </Section>
  );
}
