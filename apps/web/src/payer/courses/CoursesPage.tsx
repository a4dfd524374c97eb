import { SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PAGE_SIZES } from "@sellwerk/domain";
import type { PayerCourseItem } from "../../api/payerTypes.ts";
import { PAYER_COURSES_PATH } from "../../api/payerPaths.ts";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { useList, type UseListOptions } from "../../ui/list/useList.ts";
import { CardList } from "../CardList.tsx";
import { CourseCard } from "./CourseCard.tsx";

/** GET /payer/courses: no filters, newest access first. */
const COURSES_LIST: UseListOptions = {
  path: PAYER_COURSES_PATH,
  filters: [],
  sortKeys: ["created_at"],
  defaultSort: { key: "created_at", dir: "desc" },
  pageSizes: PAGE_SIZES,
  defaultPer: 20,
};

/** /payer/courses: the buyer's courses and memberships, running or ended. */
export function CoursesPage() {
  const { t } = useTranslation("payer");
  const list = useList<PayerCourseItem>(COURSES_LIST);
  return (
    <Stack gap="md" maw={1100}>
      <PageTitle title={t("courses.title")} description={t("courses.description")} />
      <CardList list={list} emptyText={t("courses.empty")}>
        {(items) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {items.map((item) => (
              <CourseCard key={item.product.id} item={item} />
            ))}
          </SimpleGrid>
        )}
      </CardList>
    </Stack>
  );
}
