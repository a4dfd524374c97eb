import { Alert, Anchor, Badge, Group, Stack } from "@mantine/core";
import { IconArrowLeft, IconEye, IconMessageReport } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Product } from "../../../api/catalogTypes.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { PageTitle } from "../../../ui/PageTitle.tsx";
import { StatusBadge } from "../../../ui/StatusBadge.tsx";
import { useCabinetPaths } from "../../cabinetPaths.ts";
import { ProductRowActions } from "../list/ProductRowActions.tsx";
import { ProductWarnings } from "../list/ProductWarnings.tsx";
import { CheckoutLink } from "../link/CheckoutLink.tsx";

/** The product being edited: name, type, state, its warnings, the way back and to the preview. */
export function EditorHeader({ product }: { product: Product }) {
  const { t } = useTranslation("catalog");
  const paths = useCabinetPaths();
  return (
    <Stack gap={4} mb="md">
      <Anchor component={Link} to={paths.products} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t("editor.backToList")}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <PageTitle title={t("editor.title", { name: product.name })} />
          <Group gap="xs" mt={-16}>
            <Badge variant="outline" color="gray">
              {t(`types.${product.form}.name`)}
            </Badge>
            <StatusBadge state={product.state} label={t(`states.${product.state}`)} />
            {product.archived && <StatusBadge state="archived" label={t("list.archived")} />}
          </Group>
          <ProductWarnings product={product} />
          <CheckoutLink product={product} />
          {product.reviewState === "rejected" && product.reviewReason && (
            <Alert
              color="red"
              icon={<IconMessageReport aria-hidden />}
              title={t("editor.rejectedTitle")}
              mt="xs"
              maw={640}
            >
              {product.reviewReason}
            </Alert>
          )}
        </Stack>
        <Group gap="xs">
          <AppButton
            kind="secondary"
            component={Link}
            to={paths.preview(product.id)}
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {t("actions.preview")}
          </AppButton>
          <ProductRowActions product={product} />
        </Group>
      </Group>
    </Stack>
  );
}
