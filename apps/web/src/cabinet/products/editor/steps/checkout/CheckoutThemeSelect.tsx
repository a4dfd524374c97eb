import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useCheckoutThemes } from "../../../../../api/checkoutThemes.ts";
import { SelectField } from "../../../../../ui/fields/SelectField.tsx";

const SELLER_DEFAULT = "default";

/**
 * The product's checkout theme: one of the seller's themes, or the seller's default (null). A
 * theme removed since reads as the default, which is what the checkout then uses too.
 */
export function CheckoutThemeSelect({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (themeId: number | null) => void;
  error?: string;
}) {
  const { t } = useTranslation("catalog");
  const themes = useCheckoutThemes();
  const list = themes.data ?? [];
  const defaultName = list.find((theme) => theme.isDefault)?.name;
  const known = value !== null && (themes.isLoading || list.some((theme) => theme.id === value));
  const options = [
    {
      value: SELLER_DEFAULT,
      label: defaultName
        ? t("checkout.themeSellerDefaultNamed", { name: defaultName })
        : t("checkout.themeSellerDefault"),
    },
    ...list.map((theme) => ({ value: theme.id, label: theme.name })),
  ];
  return (
    <SelectField
      label={t("checkout.theme")}
      description={
        <Text span size="xs">
          {t("checkout.themeHelp")}{" "}
          <Anchor component={Link} to="/cabinet/settings/checkout_themes" size="xs">
            {t("checkout.themeManage")}
          </Anchor>
        </Text>
      }
      options={options}
      value={known ? value : SELLER_DEFAULT}
      loading={themes.isLoading}
      searchable={false}
      onChange={(next) => onChange(next === null || next === SELLER_DEFAULT ? null : Number(next))}
      invalid={Boolean(error)}
      errorMessage={error}
      maw={320}
    />
  );
}
