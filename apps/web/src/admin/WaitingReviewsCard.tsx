import { useState } from "react";
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { REVIEW_HANDLING_DAYS, SECONDS_PER_DAY } from "@sellwerk/domain";
import { api } from "../api/instance.ts";
import { PRODUCT_REVIEWS_PATH } from "../api/productReviews.ts";
import type { ProductReview } from "../api/catalogTypes.ts";
import { useFormat } from "../ui/useFormat.ts";
import { sellerLabel } from "./productReviews/sellerLabel.ts";

const SHOWN = 5;

/**
 * On the admin home: how many products wait for review, the longest waits first, so a review
 * does not stall unseen. Under the review list's key: a decision there refreshes it.
 */
export function WaitingReviewsCard() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const waiting = useQuery({
    queryKey: [PRODUCT_REVIEWS_PATH, "waiting"],
    queryFn: ({ signal }) =>
      api.get<{ list: ProductReview[]; totalCount: number }>(PRODUCT_REVIEWS_PATH, {
        signal,
        suppressErrors: true,
        params: { per: SHOWN, sortKey: "submitted_at", sortDir: "asc", reviewState: "in_review" },
      }),
  });
  // Taken once: a wait turning overdue while the page is open can wait for the next visit.
  const [now] = useState(() => Date.now());
  const overdue = (submittedAt: string | null) =>
    submittedAt !== null &&
    now - new Date(submittedAt).getTime() > REVIEW_HANDLING_DAYS * SECONDS_PER_DAY * 1000;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="waiting-reviews-title">
      <Title order={2} fz="lg" mb="sm" id="waiting-reviews-title">
        {t("home.reviews.title")}
      </Title>
      {waiting.isPending ? (
        <Skeleton h={120} />
      ) : waiting.isError ? (
        <Text size="sm" c="red.8">
          {t("home.reviews.failed")}
        </Text>
      ) : waiting.data.totalCount === 0 ? (
        <Text size="sm" c="dimmed">
          {t("home.reviews.none")}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text fw={600}>{t("home.reviews.count", { count: waiting.data.totalCount })}</Text>
          <Text size="xs" c="dimmed">
            {t("home.reviews.oldestFirst", { days: REVIEW_HANDLING_DAYS })}
          </Text>
          <Stack gap="xs" component="ol" style={{ paddingLeft: 18, margin: 0 }}>
            {waiting.data.list.map((review) => (
              <li key={review.product.id}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={600}>
                    {review.product.name}
                  </Text>
                  {overdue(review.submittedAt) && (
                    <Badge size="xs" color="orange" variant="light">
                      {t("home.reviews.overdue")}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t("home.reviews.waiting", {
                    seller: sellerLabel(review.seller),
                    since: format.dateTime(review.submittedAt),
                  })}
                </Text>
              </li>
            ))}
          </Stack>
          <Group>
            <Button component={Link} to="/admin/product_reviews" size="xs">
              {t("home.reviews.open")}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
