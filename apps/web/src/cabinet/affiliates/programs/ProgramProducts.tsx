import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AffiliateProgram } from "../../../api/affiliates.ts";
import { useCommissionText } from "../useCommissionText.ts";

/** with_products: each covered product and its stages; all_products: every product at the program's rate. */
export function ProgramProducts({ program }: { program: AffiliateProgram }) {
  const { t } = useTranslation("affiliates");
  const commission = useCommissionText();
  if (program.scope === "all_products")
    return (
      <Text c="dimmed" py="md">
        {t("program.allProducts", { commission: commission(program.commissions) })}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label={t("program.tabs.products")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("program.product")}</Table.Th>
            <Table.Th>{t("programs.columns.commission")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {program.productCommissions.map((row) => (
            <Table.Tr key={row.productId}>
              <Table.Td>{row.productName}</Table.Td>
              <Table.Td>{commission(row.commissions)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
