import { useEffect, useState } from "react";
import { ActionIcon, Center, Group, Loader, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { fetchDesignPreview } from "../../../../../api/catalogContent.ts";

interface Loaded {
  /** Which request this answers: the product version and the refresh round. */
  key: string;
  url: string | null;
  failed: boolean;
}

/**
 * The saved design drawn as the real PDF. The preview needs the seller's token, which an iframe
 * cannot send, so it is fetched and shown from a blob: URL (the CSP allows blob: frames for this).
 * It is fetched again whenever the product's version changes, i.e. after every save.
 */
export function PdfPreview({
  productId,
  version,
  aspect,
}: {
  productId: number;
  version: number;
  aspect: number;
}) {
  const { t } = useTranslation("catalogContent");
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${version}-${round}`;

  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    fetchDesignPreview(productId, controller.signal).then(
      (blob) => {
        created = URL.createObjectURL(blob);
        setLoaded({ key, url: created, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ key, url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [productId, key]);

  const current = loaded?.key === key ? loaded : null;

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t("design.preview")}
        </Text>
        <Tooltip label={t("design.refreshPreview")}>
          <ActionIcon
            variant="subtle"
            onClick={() => setRound((n) => n + 1)}
            aria-label={t("design.refreshPreview")}
          >
            <IconRefresh size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Paper withBorder radius="sm" style={{ aspectRatio: String(aspect), overflow: "hidden" }}>
        {current?.failed ? (
          <Center h="100%" p="md">
            <Text size="sm" c="red" role="alert">
              {t("design.previewFailed")}
            </Text>
          </Center>
        ) : current?.url ? (
          <iframe
            src={`${current.url}#toolbar=0&view=Fit`}
            title={t("design.previewTitle")}
            style={{ border: 0, width: "100%", height: "100%" }}
          />
        ) : (
          <Center h="100%">
            <Loader aria-label={t("common:loading")} />
          </Center>
        )}
      </Paper>
      <Text size="xs" c="dimmed">
        {t("design.previewHint")}
      </Text>
    </Stack>
  );
}
