import "@mantine/charts/styles.css";
import { SimpleGrid, Stack } from "@mantine/core";
import { AreaHomePage } from "../app/area/AreaHomePage.tsx";
import { useCabinetHome } from "../api/home.ts";
import { ChecklistCard } from "./home/ChecklistCard.tsx";
import { SalesCard } from "./home/SalesCard.tsx";
import { LatestOrdersCard } from "./home/LatestOrdersCard.tsx";
import { AttentionCard } from "./home/AttentionCard.tsx";

/**
 * /cabinet: the seller's home runs the business — what is left to set up, the figures and
 * revenue of the last days, the latest orders, and the products that need a look. This page is
 * its own chunk (router), so only it loads the chart library and its styles.
 */
export function CabinetHomePage() {
  const home = useCabinetHome();
  return (
    <AreaHomePage
      area="cabinet"
      wide
      main={
        <Stack gap="lg">
          {home.data && <ChecklistCard home={home.data} />}
          <SalesCard liveSales={home.data?.liveSales} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <LatestOrdersCard />
            <AttentionCard home={home.data} loading={home.isPending} />
          </SimpleGrid>
        </Stack>
      }
    />
  );
}
