import { Group, Stack } from "@mantine/core";
import { IconArrowLeft, IconPencil } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useEmbeddableItem } from "../../api/embeds.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { QueryContent } from "../../ui/QueryContent.tsx";
import { CopyLink } from "../ui/CopyLink.tsx";
import { EmbedPreviewFrame } from "./EmbedPreviewFrame.tsx";
import { SnippetBox } from "./SnippetBox.tsx";

/** /publish/embeddable_items/{id}/preview: the item as a website shows it, its snippet and link. */
export function EmbeddableItemPreviewPage() {
  const { t } = useTranslation("embeds");
  const item = useEmbeddableItem(Number(useParams().id ?? 0));
  return (
    <QueryContent query={item}>
      {(data) => (
        <>
          <PageTitle title={t("preview.title", { name: data.name })} description={t("preview.description")} />
          <Stack gap="lg">
            <Group>
              <AppButton
                kind="secondary"
                component={Link}
                to="/publish/embeddable_items"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
              >
                {t("preview.back")}
              </AppButton>
              <AppButton
                kind="secondary"
                component={Link}
                to={`/publish/embeddable_items/${data.id}/edit`}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t("preview.edit")}
              </AppButton>
            </Group>
            <EmbedPreviewFrame snippet={data.snippet} title={t("preview.frameTitle", { name: data.name })} />
            <SnippetBox snippet={data.snippet} />
            <CopyLink label={t("preview.link")} link={data.linkUrl} />
          </Stack>
        </>
      )}
    </QueryContent>
  );
}
