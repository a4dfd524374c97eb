import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Product } from "../../../api/catalogTypes.ts";
import { AppModal } from "../../../ui/AppModal.tsx";
import { CheckoutLink, checkoutUrl } from "./CheckoutLink.tsx";

/** The seller's shop page: the checkout path's first two segments (/s/{username}). */
const shopPath = (checkoutPath: string) => checkoutPath.split("/").slice(0, 3).join("/");

/** Shown once a product went live: its address to share, and the shop page that now lists it. */
export function PublishedModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation("catalog");
  const path = product?.checkoutPath ?? null;
  return (
    <AppModal
      opened={path !== null}
      onClose={onClose}
      title={product ? t("link.liveTitle", { name: product.name }) : ""}
    >
      {product && path && (
        <Stack gap="md">
          <Text size="sm">{t("link.liveText")}</Text>
          <CheckoutLink product={product} />
          <Anchor href={checkoutUrl(shopPath(path))} target="_blank" rel="noopener" size="sm">
            {t("link.shop")}
          </Anchor>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t("link.close")}</Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
