import { Anchor, Group, List, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Product } from "../../../api/catalogTypes.ts";
import { useCabinetPaths } from "../../cabinetPaths.ts";

/** The list's warnings for one product, as the API decided them for this viewer (spec core §4). */
export function ProductWarnings({ product }: { product: Pick<Product, "id" | "name" | "warnings"> }) {
  const { t } = useTranslation("catalog");
  const paths = useCabinetPaths();
  if (product.warnings.length === 0) return null;
  return (
    <List
      size="xs"
      spacing={2}
      listStyleType="none"
      aria-label={t("list.warningsOf", { name: product.name })}
      mt={4}
    >
      {product.warnings.map((code) => (
        <List.Item key={code}>
          <Group gap={4} wrap="nowrap" c="orange.8">
            <IconAlertTriangle size={14} aria-hidden />
            {code === "finish_registration" ? (
              <Anchor component={Link} to={paths.sellerProfile} size="xs" c="orange.8" underline="always">
                {t("reasons.finish_registration")}
              </Anchor>
            ) : (
              <Text size="xs" c="orange.8">
                {t(`reasons.${code}`, { defaultValue: code })}
              </Text>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
