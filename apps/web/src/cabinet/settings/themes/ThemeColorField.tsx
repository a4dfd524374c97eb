import { ColorInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { COLOR_PALETTE } from "@sellwerk/domain";

/** A hex colour with the spec's preset palette as swatches. */
export function ThemeColorField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation("checkoutSettings");
  return (
    <ColorInput
      label={label}
      format="hex"
      value={value}
      onChange={onChange}
      swatches={[...COLOR_PALETTE]}
      swatchesPerRow={8}
      eyeDropperButtonProps={{ "aria-label": t("editor.eyeDropper") }}
      error={error}
    />
  );
}
