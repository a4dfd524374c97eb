import { Anchor, Card, Skeleton, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { api } from "../../api/instance.ts";
import { ADMIN_LEGITIMATIONS_PATH } from "../../api/verification.ts";

/** On the admin home: how many verifications wait for a manager (in review or registered). */
export function WaitingLegitimationsCard() {
  const { t } = useTranslation("verification");
  const waiting = useQuery({
    queryKey: [ADMIN_LEGITIMATIONS_PATH, "waiting"],
    queryFn: ({ signal }) =>
      api.get<{ totalCount: number }>(ADMIN_LEGITIMATIONS_PATH, {
        signal,
        suppressErrors: true,
        params: { per: 10, waiting: "true" },
      }),
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="waiting-legitimations-title">
      <Title order={2} fz="lg" mb="sm" id="waiting-legitimations-title">
        {t("admin.home.title")}
      </Title>
      {waiting.isPending ? (
        <Skeleton h={40} />
      ) : (
        <Text size="sm" data-testid="waiting-legitimations">
          {waiting.data && waiting.data.totalCount > 0
            ? t("admin.home.count", { count: waiting.data.totalCount })
            : t("admin.home.none")}
        </Text>
      )}
      <Anchor component={Link} to="/admin/bank_accounts/legitimations?waiting=true" size="sm" mt="xs">
        {t("admin.home.open")}
      </Anchor>
    </Card>
  );
}
