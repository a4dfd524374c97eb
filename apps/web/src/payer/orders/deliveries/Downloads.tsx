import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { LOCALE_CODES } from "@sellwerk/domain";
import type { DeliveredDownload } from "../../../api/payerTypes.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { useFormat } from "../../../ui/useFormat.ts";
import { formatFileSize } from "@sellwerk/domain";
import { DeliveryGroup, DeliveryRow } from "./DeliveryRow.tsx";

/** The order's files: each a signed, expiring link from the API, and how often it was fetched. */
export function Downloads({
  items,
  onDownloaded,
}: {
  items: readonly DeliveredDownload[];
  onDownloaded: () => void;
}) {
  const { t } = useTranslation("payer");
  const format = useFormat();
  return (
    <DeliveryGroup title={t("deliveries.downloads")} count={items.length}>
      {items.map((file) => (
        <DeliveryRow
          key={file.digitalId}
          title={file.filename}
          details={[
            file.product.name,
            formatFileSize(file.size, LOCALE_CODES[format.locale]),
            t("deliveries.downloadCount", { count: file.downloadCount }),
          ].join(" · ")}
          actions={
            <AppButton
              component="a"
              href={file.url}
              // Same origin: the browser saves the file rather than leaving the page for it.
              download={file.filename}
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={t("deliveries.downloadFile", { name: file.filename })}
              // The count shown is one behind once the browser fetched the file; the links are
              // fetched again with it, fresh before they expire.
              onClick={() => window.setTimeout(onDownloaded, 1500)}
            >
              {t("deliveries.download")}
            </AppButton>
          }
        />
      ))}
    </DeliveryGroup>
  );
}
