import { useTranslation } from "react-i18next";
import { useProductOptions } from "../../../../api/products.ts";
import type { SelectOption } from "../../../../ui/fields/SelectField.tsx";

/** The seller's other products, not archived, as choices for order bumps, upsells and bundles. */
export function useOtherProductOptions(productId: number): { options: SelectOption[]; loading: boolean } {
  const { t } = useTranslation("catalog");
  const products = useProductOptions();
  const options = (products.data ?? [])
    .filter((p) => p.id !== productId && !p.archived)
    .map((p) => ({ value: p.id, label: `${p.name} (${t(`types.${p.form}.name`)}, #${p.id})` }));
  return { options, loading: products.isLoading };
}
