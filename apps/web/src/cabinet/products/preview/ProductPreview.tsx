import {
  Alert,
  AspectRatio,
  Badge,
  Box,
  Divider,
  Grid,
  Image,
  Paper,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconEye, IconShoppingCart } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PreviewProduct } from "../../../api/catalogTypes.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { SafeHtml } from "../../../ui/SafeHtml.tsx";
import { imageUrl } from "../imageUrl.ts";
import { PreviewContents } from "./PreviewContents.tsx";
import { PreviewPlans } from "./PreviewPlans.tsx";
import { previewLanguage } from "./previewLanguage.ts";

/** Widths of the preview box itself, so it lays out the same in a page and in a dialog. */
export const CONTAINER_BREAKPOINTS = { xs: "400px", sm: "560px", md: "760px", lg: "960px", xl: "1200px" };

/** The buyer's product page as it will look, labelled in the product's content language; buying is off. */
export function ProductPreview({ product, sellerName }: { product: PreviewProduct; sellerName: string }) {
  const lng = previewLanguage(product.contentLanguage);
  const { t } = useTranslation("catalog", { lng });
  const cover = imageUrl(product.cover, "l");
  const banner = imageUrl(product.banner, "l");
  return (
    <Paper
      withBorder
      radius="md"
      p={0}
      style={{ overflow: "hidden" }}
      lang={lng}
      aria-label={t("preview.pageLabel")}
    >
      {banner && (
        <AspectRatio ratio={16 / 9} mah={320}>
          <Image src={banner} alt="" fit="cover" />
        </AspectRatio>
      )}
      <Box p={{ base: "md", sm: "xl" }}>
        <Grid gap="xl" type="container" breakpoints={CONTAINER_BREAKPOINTS}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            {cover ? (
              <AspectRatio ratio={1}>
                <Image
                  src={cover}
                  alt={t("preview.coverOf", { name: product.name })}
                  radius="md"
                  fit="cover"
                />
              </AspectRatio>
            ) : (
              <AspectRatio ratio={1}>
                <Box bg="gray.1" style={{ borderRadius: 8 }} />
              </AspectRatio>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              <Badge variant="light" w="fit-content">
                {t(`types.${product.form}.name`)}
              </Badge>
              <Title order={2}>{product.name}</Title>
              <Text c="dimmed" size="sm">
                {t("preview.by", { seller: sellerName })}
              </Text>
              {product.shortDescription && <Text>{product.shortDescription}</Text>}
              {product.isSoldOut && (
                <Badge color="red" w="fit-content">
                  {t("preview.soldOut")}
                </Badge>
              )}
              <PreviewPlans product={product} lng={lng} />
              <AppButton
                kind="highlight"
                size="md"
                disabled
                leftSection={<IconShoppingCart size={18} aria-hidden />}
                w="fit-content"
              >
                {product.free ? t("preview.getFree") : t("preview.buy")}
              </AppButton>
              <Alert color="blue" icon={<IconEye aria-hidden />} p="xs">
                {t("preview.buyDisabled")}
              </Alert>
            </Stack>
          </Grid.Col>
        </Grid>
        <Divider my="lg" />
        <Stack gap="md">
          {product.description ? (
            <SafeHtml html={product.description} />
          ) : (
            <Text c="dimmed">{t("preview.noDescription")}</Text>
          )}
          <PreviewContents product={product} lng={lng} />
        </Stack>
      </Box>
    </Paper>
  );
}
