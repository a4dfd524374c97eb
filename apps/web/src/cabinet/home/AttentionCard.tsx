import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { CabinetHome } from "../../api/home.ts";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { useFormat } from "../../ui/useFormat.ts";
import { ProductWarnings } from "../products/list/ProductWarnings.tsx";

/**
 * Products in review (with when a manager usually decides), rejected ones (with the reason), and
 * those with a list warning, each opening its editor.
 */
export function AttentionCard({ home, loading }: { home: CabinetHome | undefined; loading: boolean }) {
  const { t } = useTranslation("home");
  const catalog = useTranslation("catalog").t;
  const format = useFormat();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="attention-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="attention-title">
          {t("attention.title")}
        </Title>
        <Anchor component={Link} to="/cabinet/products" size="sm">
          {home && home.attentionCount > home.attention.length
            ? t("attention.allCount", { count: home.attentionCount })
            : t("attention.all")}
        </Anchor>
      </Group>
      {loading || !home ? (
        <Skeleton h={180} />
      ) : home.attention.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("attention.empty")}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {home.attention.map(({ product, submittedAt, expectedBy }) => (
            <Stack key={product.id} component="li" gap={2}>
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={`/cabinet/products/${product.id}/edit`} fw={600} size="sm">
                  {product.name}
                </Anchor>
                {(product.reviewState === "in_review" || product.reviewState === "rejected") && (
                  <StatusBadge
                    state={product.reviewState}
                    label={catalog(`reviewStates.${product.reviewState}`)}
                  />
                )}
              </Group>
              {product.reviewState === "in_review" && submittedAt && (
                <Text size="xs" c="dimmed">
                  {t("attention.inReview", {
                    since: format.dateTime(submittedAt),
                    by: format.date(expectedBy ?? submittedAt),
                  })}
                </Text>
              )}
              {product.reviewState === "rejected" && product.reviewReason && (
                <Text size="xs" c="red.8">
                  {t("attention.rejected", { reason: product.reviewReason })}
                </Text>
              )}
              <ProductWarnings
                product={{
                  ...product,
                  // The review is said above in words; the list's review codes (and "not active"
                  // for a product waiting for its review) would repeat it.
                  warnings: product.warnings.filter(
                    (w) =>
                      w !== "on_review" &&
                      w !== "rejected" &&
                      !(w === "not_active" && product.reviewState === "in_review"),
                  ),
                }}
              />
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
