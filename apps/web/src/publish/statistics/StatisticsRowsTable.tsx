import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AffiliateStatistics } from "../../api/publish.ts";
import { useFormat } from "../../ui/useFormat.ts";

/**
 * A statistics view's rows (programs, products, sellers, publishers…): clicks, sales, conversion
 * and commissions per currency. Shared with the seller's /cabinet/affiliate_statistics, which
 * passes its own words.
 */
export function StatisticsRowsTable({
  rows,
  caption,
  nameHeader,
  emptyText,
}: {
  rows: AffiliateStatistics["rows"];
  caption: string;
  nameHeader: string;
  emptyText: string;
}) {
  const { t } = useTranslation("publish");
  const format = useFormat();
  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameHeader}</Table.Th>
            <Table.Th ta="right">{t("statistics.figures.clicks")}</Table.Th>
            <Table.Th ta="right">{t("statistics.figures.sales")}</Table.Th>
            <Table.Th ta="right">{t("statistics.figures.conversion")}</Table.Th>
            <Table.Th ta="right">{t("statistics.figures.commissions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id ?? "none"}>
              <Table.Td>
                {row.name ?? (row.id === null ? t("statistics.withoutName") : `#${row.id}`)}
              </Table.Td>
              <Table.Td ta="right">{format.number(row.clicks)}</Table.Td>
              <Table.Td ta="right">{format.number(row.sales)}</Table.Td>
              <Table.Td ta="right">
                {row.conversion === null ? "–" : `${format.number(row.conversion)} %`}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {row.commissions.length === 0
                  ? "–"
                  : row.commissions.map((c) => format.money(c.amount, c.currency)).join(" · ")}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
