import { useMemo } from "react";
import { SimpleGrid, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PayerOrderListItem } from "../../api/payerTypes.ts";
import { usePayerSellers } from "../../api/payer.ts";
import { useList } from "../../ui/list/useList.ts";
import { FilterControl } from "../../ui/list/FilterControl.tsx";
import { FilterChips } from "../../ui/list/FilterChips.tsx";
import { CardList } from "../CardList.tsx";
import { groupBySeller, payerOrdersListOptions } from "./payerOrdersList.ts";
import { OrderCard } from "./OrderCard.tsx";

/** The payer's orders as cards under their seller, filtered by seller and state, in pages. */
export function PayerOrderList() {
  const { t } = useTranslation("payer");
  const sellers = usePayerSellers();
  const options = useMemo(() => payerOrdersListOptions(sellers.data?.list ?? []), [sellers.data]);
  const list = useList<PayerOrderListItem>(options);

  return (
    <Stack gap="md" component="section" aria-label={t("orders.title")}>
      <Title order={2} fz="xl">
        {t("orders.title")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={640}>
        {options.filters.map((definition) => (
          <FilterControl
            key={definition.key}
            definition={definition}
            values={list.state.filters}
            onChange={list.setFilter}
          />
        ))}
      </SimpleGrid>
      <FilterChips
        filters={list.active}
        query=""
        onRemove={(param) => list.setFilter(param, null)}
        onClearQuery={() => list.setQuery("")}
        onReset={list.resetFilters}
      />
      <CardList
        list={list}
        emptyText={list.active.length > 0 ? t("orders.emptyFiltered") : t("orders.empty")}
      >
        {(items) => (
          <Stack gap="lg">
            {groupBySeller(items).map((group) => (
              <Stack key={group.seller.username} gap="sm" component="section" aria-label={group.seller.name}>
                <Title order={3} fz="md">
                  {group.seller.name || group.seller.username}
                </Title>
                {group.items.map((order) => (
                  <OrderCard key={order.token} order={order} />
                ))}
              </Stack>
            ))}
          </Stack>
        )}
      </CardList>
    </Stack>
  );
}
