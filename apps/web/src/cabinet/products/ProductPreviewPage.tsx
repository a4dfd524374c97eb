import { Anchor, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconExternalLink, IconPencil } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useProductPreview } from "../../api/products.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { useErrorText } from "../../ui/useErrorText.ts";
import { useCabinetPaths } from "../cabinetPaths.ts";
import { ProductPreview } from "./preview/ProductPreview.tsx";

/** /cabinet/products/:id/preview */
export function ProductPreviewPage() {
  const { t } = useTranslation("catalog");
  const errorText = useErrorText();
  const id = Number(useParams().id);
  const paths = useCabinetPaths();
  const preview = useProductPreview(id);

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Anchor component={Link} to={paths.products} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              {t("editor.backToList")}
            </Group>
          </Anchor>
          <PageTitle
            title={t("preview.title", { name: preview.data?.product.name ?? "" })}
            description={t("preview.description")}
          />
        </Stack>
        <AppButton
          kind="secondary"
          component={Link}
          to={paths.edit(id)}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t("actions.edit")}
        </AppButton>
      </Group>
      {preview.data ? (
        <>
          <Group justify="flex-end">
            <Anchor href={preview.data.pageUrl} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span">
                {t("preview.openPage")}
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          </Group>
          {/* The real buyer page, rendered by the server exactly as buyers get it. */}
          <iframe
            src={preview.data.pageUrl}
            title={t("preview.pageFrame", { name: preview.data.product.name })}
            style={{
              width: "100%",
              height: "80vh",
              border: "1px solid var(--mantine-color-gray-3)",
              borderRadius: 8,
            }}
          />
          <ProductPreview
            product={preview.data.product}
            sellerName={preview.data.seller.name || preview.data.seller.username}
          />
        </>
      ) : (
        <Center py="xl">
          {preview.isError ? (
            <Text>{errorText(preview.error)}</Text>
          ) : (
            <Loader aria-label={t("common:loading")} />
          )}
        </Center>
      )}
    </Stack>
  );
}
