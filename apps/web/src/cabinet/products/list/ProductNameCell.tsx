import { Anchor, Avatar, Badge, Group, Stack, Text } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Product } from "../../../api/catalogTypes.ts";
import { useCabinetPaths } from "../../cabinetPaths.ts";
import { imageUrl } from "../imageUrl.ts";
import { ProductWarnings } from "./ProductWarnings.tsx";
import { CheckoutLink } from "../link/CheckoutLink.tsx";

export interface ProductNameCellProps {
  product: Product;
  /** In the seller's own list the name opens the editor and the warnings show; elsewhere it is plain. */
  linked?: boolean;
}

/** Cover, name, type and, for the seller, the product's warnings and its checkout link's buttons. */
export function ProductNameCell({ product, linked = true }: ProductNameCellProps) {
  const { t } = useTranslation("catalog");
  const paths = useCabinetPaths();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" miw={220}>
      <Avatar src={imageUrl(product.cover, "s")} alt="" radius="sm" size={40}>
        <IconPhoto size={18} aria-hidden />
      </Avatar>
      <Stack gap={2}>
        {linked ? (
          <Anchor component={Link} to={paths.edit(product.id)} fw={600} size="sm">
            {product.name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {product.name}
          </Text>
        )}
        <Group gap={4}>
          <Badge size="xs" variant="outline" color="gray">
            {t(`types.${product.form}.name`)}
          </Badge>
          {product.free && (
            <Badge size="xs" variant="light" color="teal">
              {t("list.free")}
            </Badge>
          )}
        </Group>
        {linked && <ProductWarnings product={product} />}
        {linked && <CheckoutLink product={product} compact />}
      </Stack>
    </Group>
  );
}
