import { ColorInput, Group, SegmentedControl, Stack, Switch, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DESIGN_LIMITS, TICKET_LAYOUTS } from "@sellwerk/domain";
import type { TicketDesign } from "../../../../../api/catalogContent.ts";
import type { StoredFile } from "../../../../../api/catalogTypes.ts";
import { TextAreaField } from "../../../../../ui/fields/TextAreaField.tsx";
import { TextField } from "../../../../../ui/fields/TextField.tsx";
import { ImageUploadField } from "../../../../../ui/image/ImageUploadField.tsx";

/** Logos are wide more often than not; the crop keeps a 3:1 band that fits the ticket's header. */
const LOGO_ASPECT = 3;

export function TicketDesignFields({
  design,
  logo,
  onChange,
  onLogo,
  errorFor,
}: {
  design: TicketDesign;
  logo: StoredFile | null;
  onChange: (change: Partial<TicketDesign>) => void;
  onLogo: (file: StoredFile | null) => void;
  errorFor: (path: string) => string | undefined;
}) {
  const { t } = useTranslation("catalogContent");
  const setColor = (name: keyof TicketDesign["colors"], value: string) =>
    onChange({ colors: { ...design.colors, [name]: value } });
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t("design.layout")}
        </Text>
        <SegmentedControl
          value={design.layout}
          onChange={(layout) => onChange({ layout: layout })}
          data={TICKET_LAYOUTS.map((layout) => ({ value: layout, label: t(`design.layouts.${layout}`) }))}
          aria-label={t("design.layout")}
        />
        <Text size="xs" c="dimmed">
          {t(`design.describeLayout.${design.layout}`)}
        </Text>
      </Stack>
      <ImageUploadField
        label={t("design.logo")}
        description={t("design.logoHint")}
        value={logo}
        onChange={onLogo}
        aspect={LOGO_ASPECT}
        purpose="ticket_logo"
      />
      <Group grow align="flex-start">
        {(["primary", "background", "text"] as const).map((name) => (
          <ColorInput
            key={name}
            label={t(`design.colors.${name}`)}
            format="hex"
            value={design.colors[name]}
            onChange={(value) => setColor(name, value)}
            error={errorFor(`design.colors.${name}`)}
          />
        ))}
      </Group>
      <TextField
        label={t("design.headline")}
        placeholder={t("design.headlinePlaceholder")}
        value={design.headline}
        onChange={(headline) => onChange({ headline })}
        maxLength={DESIGN_LIMITS.titleMax}
        error={errorFor("design.headline")}
      />
      <TextAreaField
        label={t("design.infoText")}
        value={design.infoText}
        onChange={(infoText) => onChange({ infoText })}
        maxLength={DESIGN_LIMITS.textMax}
        error={errorFor("design.infoText")}
      />
      <TextAreaField
        label={t("design.terms")}
        value={design.terms}
        onChange={(terms) => onChange({ terms })}
        maxLength={DESIGN_LIMITS.textMax}
        error={errorFor("design.terms")}
      />
      <Switch
        label={t("design.showPrice")}
        checked={design.showPrice}
        onChange={(event) => onChange({ showPrice: event.currentTarget.checked })}
      />
    </Stack>
  );
}
