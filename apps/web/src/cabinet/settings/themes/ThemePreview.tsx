import { useEffect, useState } from "react";
import { Badge, Box, Group, Image, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../ui/useFormat.ts";
import { timeLeft, type ThemeForm } from "./themeForm.ts";

function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * A miniature checkout drawn with the chosen values: the seller sees the buy button, the coupon
 * button, the recommended badge and the countdown as buyers will, while editing.
 */
export function ThemePreview({ form }: { form: ThemeForm }) {
  const { t } = useTranslation("checkoutSettings");
  const look = form.theme;
  const now = useNow(look.countdownEnabled);
  const format = useFormat();
  const buyText =
    look.buyButtonText === "dynamic" ? t("preview.dynamicText") : t(`buyButtonTexts.${look.buyButtonText}`);
  const seals = [
    form.trustSeals.visa && "VISA",
    form.trustSeals.mastercard && "Mastercard",
    form.trustSeals.sslSecure && t("preview.ssl"),
  ].filter((s): s is string => Boolean(s));

  return (
    <Box
      p="md"
      style={{ background: look.backgroundColor, borderRadius: 12 }}
      aria-label={t("preview.label")}
      role="img"
    >
      <Paper p="md" radius="md" shadow="xs" style={{ background: look.pageColor }}>
        <Stack gap="sm">
          {look.countdownEnabled && (
            <Group
              justify="center"
              gap="xs"
              py={6}
              style={{ background: look.countdownColor, color: look.countdownFontColor, borderRadius: 6 }}
            >
              <Text size="sm" inherit>
                {look.countdownText || t("preview.countdownDefault")}
              </Text>
              <Text size="sm" fw={700} ff="monospace" inherit>
                {timeLeft(look.countdownEndsAt, now)}
              </Text>
            </Group>
          )}
          <div>
            <Text fw={700}>{t("preview.product")}</Text>
            {look.mobileDescriptionEnabled && (
              <UnstyledButton fz="xs" c="dimmed" component="span">
                <Group gap={2} component="span">
                  {look.mobileDescriptionDefault === "expanded"
                    ? t("preview.descriptionShown")
                    : t("preview.showDescription")}
                  <IconChevronDown size={12} aria-hidden />
                </Group>
              </UnstyledButton>
            )}
          </div>
          <Paper withBorder p="xs" radius="sm" style={{ background: "transparent" }}>
            <Group justify="space-between">
              <Text size="sm">{t("preview.plan")}</Text>
              <Group gap="xs">
                <Badge
                  size="sm"
                  style={{ background: look.recommendedBadgeColor, color: look.recommendedBadgeFontColor }}
                >
                  {t("preview.recommended")}
                </Badge>
                <Text size="sm" fw={600}>
                  {format.money(4900, "eur")}
                </Text>
              </Group>
            </Group>
          </Paper>
          <Group gap="xs" wrap="nowrap">
            <Box
              px="sm"
              py={6}
              style={{
                flex: 1,
                border: "1px solid #ced4da",
                borderRadius: look.couponButtonRadius,
                fontSize: 13,
              }}
              c="dimmed"
            >
              {t("preview.couponPlaceholder")}
            </Box>
            <Box
              px="md"
              py={6}
              style={{
                background: look.couponButtonColor,
                color: look.couponButtonFontColor,
                borderRadius: look.couponButtonRadius,
                fontSize: 13,
                fontWeight: 600,
              }}
            >
              {t("preview.apply")}
            </Box>
          </Group>
          <Box
            py={10}
            ta="center"
            style={{
              background: look.buyButtonColor,
              color: look.buyButtonFontColor,
              borderRadius: look.buyButtonRadius,
              fontWeight: 700,
            }}
          >
            {buyText}
          </Box>
          <Text size="xs" ta="center" c="dimmed">
            {t("preview.freeLabel")}: {look.getForFreeText || t("preview.freeDefault")}
          </Text>
          {(seals.length > 0 || form.trustSeals.productSealUrl) && (
            <Group justify="center" gap="xs">
              {seals.map((seal) => (
                <Badge
                  key={seal}
                  variant="outline"
                  color="gray"
                  size="sm"
                  leftSection={<IconLock size={10} aria-hidden />}
                >
                  {seal}
                </Badge>
              ))}
              {form.trustSeals.productSealUrl && (
                <Image
                  src={form.trustSeals.productSealUrl}
                  alt={t("preview.sealAlt")}
                  h={32}
                  w="auto"
                  fit="contain"
                />
              )}
            </Group>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
