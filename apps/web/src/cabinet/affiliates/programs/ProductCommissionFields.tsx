import { MultiSelect, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useProductOptions } from "../../../api/products.ts";
import { StageFields } from "./StageFields.tsx";
import { withProducts, type ProgramFormState } from "./programForm.ts";

/** with_products: the products the program covers, each with its own stage commissions. */
export function ProductCommissionFields({
  form,
  onChange,
  errorFor,
}: {
  form: ProgramFormState;
  onChange: (next: ProgramFormState) => void;
  errorFor: (path: string) => string | undefined;
}) {
  const { t } = useTranslation("affiliates");
  const products = useProductOptions();
  const chosen = form.productCommissions.map((row) => row.productId);
  const nameOf = new Map((products.data ?? []).map((p) => [p.id, p.name]));
  const options = (products.data ?? [])
    .filter((p) => !p.archived || chosen.includes(p.id))
    .map((p) => ({ value: String(p.id), label: `${p.name} (#${p.id})` }));

  return (
    <Stack gap="sm">
      <MultiSelect
        label={t("form.products")}
        description={t("form.productsHelp")}
        data={options}
        value={chosen.map(String)}
        onChange={(ids) => onChange(withProducts(form, ids.map(Number)))}
        searchable
        withAsterisk
        nothingFoundMessage={t("common:fields.noOptions")}
        error={errorFor("productCommissions")}
      />
      {form.productCommissions.map((row, i) => (
        <Paper key={row.productId} withBorder p="sm">
          <StageFields
            label={nameOf.get(row.productId) ?? `#${row.productId}`}
            stages={row.commissions}
            path={`productCommissions.${i}.commissions`}
            errorFor={errorFor}
            onChange={(commissions) =>
              onChange({
                ...form,
                productCommissions: form.productCommissions.map((r, j) =>
                  j === i ? { ...r, commissions } : r,
                ),
              })
            }
          />
          {errorFor(`productCommissions.${i}.productId`) && (
            <Text size="xs" c="red">
              {errorFor(`productCommissions.${i}.productId`)}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
