import { ColorInput, SegmentedControl, Select, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  CERTIFICATE_FONTS,
  CERTIFICATE_ORIENTATIONS,
  DESIGN_LIMITS,
  TEXT_ALIGNS,
  type CertificateOrientation,
} from "@sellwerk/domain";
import type { CertificateDesign, FieldPlacement, PlacedFieldKey } from "../../../../../api/catalogContent.ts";
import type { StoredFile } from "../../../../../api/catalogTypes.ts";
import { IntegerField } from "../../../../../ui/fields/IntegerField.tsx";
import { ImageUploadField } from "../../../../../ui/image/ImageUploadField.tsx";
import { PLACED_FIELDS } from "./designForms.ts";

/** A4, so the background is cropped to the page's own proportions. */
export const PAGE_ASPECT: Record<CertificateOrientation, number> = {
  landscape: 297 / 210,
  portrait: 210 / 297,
};

export function CertificateDesignFields({
  design,
  background,
  onChange,
  onBackground,
  errorFor,
}: {
  design: CertificateDesign;
  background: StoredFile | null;
  onChange: (change: Partial<CertificateDesign>) => void;
  onBackground: (file: StoredFile | null) => void;
  errorFor: (path: string) => string | undefined;
}) {
  const { t } = useTranslation("catalogContent");
  const place = (key: PlacedFieldKey, change: Partial<FieldPlacement>) =>
    onChange({ positions: { ...design.positions, [key]: { ...design.positions[key], ...change } } });
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t("certificate.orientation")}
        </Text>
        <SegmentedControl
          value={design.orientation}
          onChange={(orientation) => onChange({ orientation: orientation })}
          data={CERTIFICATE_ORIENTATIONS.map((o) => ({
            value: o,
            label: t(`certificate.orientations.${o}`),
          }))}
          aria-label={t("certificate.orientation")}
        />
      </Stack>
      <ImageUploadField
        label={t("certificate.background")}
        description={t("certificate.backgroundHint")}
        value={background}
        onChange={onBackground}
        aspect={PAGE_ASPECT[design.orientation]}
        purpose="certificate_background"
        previewVariant="m"
      />
      <ColorInput
        label={t("certificate.textColor")}
        format="hex"
        value={design.textColor}
        onChange={(textColor) => onChange({ textColor })}
        error={errorFor("design.textColor")}
        maw={240}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t("certificate.positions")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("certificate.positionsHint")}
        </Text>
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing={4} horizontalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("certificate.field")}</Table.Th>
                <Table.Th>{t("certificate.x")}</Table.Th>
                <Table.Th>{t("certificate.y")}</Table.Th>
                <Table.Th>{t("certificate.size")}</Table.Th>
                <Table.Th>{t("certificate.font")}</Table.Th>
                <Table.Th>{t("certificate.align")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {PLACED_FIELDS.map(({ field, key }) => {
                const value = design.positions[key];
                const name = t(`certificate.fields.${field}`);
                const path = `design.positions.${key}`;
                return (
                  <Table.Tr key={field}>
                    <Table.Td>{name}</Table.Td>
                    {(["x", "y"] as const).map((axis) => (
                      <Table.Td key={axis} w={80}>
                        <IntegerField
                          size="xs"
                          min={0}
                          max={100}
                          aria-label={t(`certificate.${axis}Of`, { name })}
                          value={value[axis]}
                          onChange={(n) => place(key, { [axis]: n ?? 0 })}
                          error={errorFor(`${path}.${axis}`)}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td w={80}>
                      <IntegerField
                        size="xs"
                        min={DESIGN_LIMITS.fontSizeMin}
                        max={DESIGN_LIMITS.fontSizeMax}
                        aria-label={t("certificate.sizeOf", { name })}
                        value={value.size}
                        onChange={(size) => place(key, { size: size ?? DESIGN_LIMITS.fontSizeMin })}
                        error={errorFor(`${path}.size`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        size="xs"
                        w={136}
                        aria-label={t("certificate.fontOf", { name })}
                        value={value.font}
                        onChange={(font) => font && place(key, { font: font })}
                        data={CERTIFICATE_FONTS.map((font) => ({
                          value: font,
                          label: t(`certificate.fonts.${font}`),
                        }))}
                        allowDeselect={false}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        size="xs"
                        w={92}
                        aria-label={t("certificate.alignOf", { name })}
                        value={value.align}
                        onChange={(align) => align && place(key, { align })}
                        data={TEXT_ALIGNS.map((align) => ({
                          value: align,
                          label: t(`certificate.aligns.${align}`),
                        }))}
                        allowDeselect={false}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Stack>
  );
}
