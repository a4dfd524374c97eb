import { useEffect, useState } from "react";
import { ActionIcon, Anchor, CopyButton, Group, Image, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy, IconExternalLink, IconQrcode } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Product } from "../../../api/catalogTypes.ts";
import { fetchBytes, saveBlob } from "../../../api/bytes.ts";
import { AppModal } from "../../../ui/AppModal.tsx";

// A published product's public checkout address with copy, open and QR buttons (issue 12: the
// link a seller shares). The address is the page's own origin plus the API's path, so it is what
// the seller's browser reaches; the QR code comes from the API, for the seller's own products only.

type Linked = Pick<Product, "id" | "name" | "slug" | "checkoutPath">;

export const checkoutUrl = (path: string) => `${window.location.origin}${path}`;

/** The QR code's SVG as an object URL while shown; revoked when the dialog closes. */
function useQrUrl(productId: number, enabled: boolean) {
  const [state, setState] = useState<{ url: string | null; blob: Blob | null; failed: boolean }>({
    url: null,
    blob: null,
    failed: false,
  });
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    let url: string | null = null;
    fetchBytes(`/cabinet/products/${productId}/checkout_qr.svg`, "image/svg+xml", abort.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, blob, failed: false });
      },
      () => {
        if (!abort.signal.aborted) setState({ url: null, blob: null, failed: true });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
      setState({ url: null, blob: null, failed: false });
    };
  }, [productId, enabled]);
  return state;
}

function QrModal({
  product,
  url,
  opened,
  onClose,
}: {
  product: Linked;
  url: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("catalog");
  const qr = useQrUrl(product.id, opened);
  return (
    <AppModal opened={opened} onClose={onClose} title={t("link.qrTitle", { name: product.name })}>
      <Stack align="center" gap="sm">
        {qr.url ? (
          <Image src={qr.url} alt={t("link.qrAlt", { url })} w={240} h={240} />
        ) : qr.failed ? (
          <Text c="red">{t("link.qrFailed")}</Text>
        ) : (
          <div style={{ width: 240, height: 240 }} aria-busy="true" />
        )}
        <Text size="sm" c="dimmed" ta="center">
          {t("link.qrHint")}
        </Text>
        {qr.blob && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => saveBlob(qr.blob!, `${product.slug}-qr.svg`)}
          >
            {t("link.qrDownload")}
          </Anchor>
        )}
      </Stack>
    </AppModal>
  );
}

/** Copy, open and QR buttons of one address. */
export function CheckoutLinkButtons({ product, url }: { product: Linked; url: string }) {
  const { t } = useTranslation("catalog");
  const [qrOpen, setQrOpen] = useState(false);
  return (
    <Group gap={4} wrap="nowrap">
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t("link.copied") : t("link.copy")} withArrow>
            <ActionIcon
              variant="default"
              onClick={copy}
              aria-label={copied ? t("link.copied") : t("link.copy")}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      <Tooltip label={t("link.open")} withArrow>
        <ActionIcon
          variant="default"
          component="a"
          href={url}
          target="_blank"
          rel="noopener"
          aria-label={t("link.open")}
        >
          <IconExternalLink size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t("link.qr")} withArrow>
        <ActionIcon variant="default" onClick={() => setQrOpen(true)} aria-label={t("link.qr")}>
          <IconQrcode size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <QrModal product={product} url={url} opened={qrOpen} onClose={() => setQrOpen(false)} />
    </Group>
  );
}

/**
 * The address in a read-only field (selectable on every device) with its buttons; nothing while
 * buyers cannot open the page. `compact` (the product list) shows the buttons only.
 */
export function CheckoutLink({ product, compact = false }: { product: Linked; compact?: boolean }) {
  const { t } = useTranslation("catalog");
  if (!product.checkoutPath) return null;
  const url = checkoutUrl(product.checkoutPath);
  if (compact) return <CheckoutLinkButtons product={product} url={url} />;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" maw={640}>
      <TextInput
        label={t("link.label")}
        description={t("link.help")}
        value={url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
      />
      <CheckoutLinkButtons product={product} url={url} />
    </Group>
  );
}
