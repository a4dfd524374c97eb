import { useState } from "react";
import { Anchor, Badge, Group, Tabs } from "@mantine/core";
import { IconArchive, IconArchiveOff, IconLink, IconPencil, IconUserPlus } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useProgram } from "../../../api/affiliates.ts";
import { AppButton } from "../../../ui/AppButton.tsx";
import { PageTitle } from "../../../ui/PageTitle.tsx";
import { QueryContent } from "../../../ui/QueryContent.tsx";
import { AFFILIATE_PAGES, editProgramPath } from "../affiliatePaths.ts";
import { InviteModal } from "../nodes/InviteModal.tsx";
import { ProgramNodes } from "./ProgramNodes.tsx";
import { ProgramOverview } from "./ProgramOverview.tsx";
import { ProgramProducts } from "./ProgramProducts.tsx";
import { copyLandingLink } from "./ProgramRowActions.tsx";
import { useArchiveToggle } from "./useArchiveToggle.tsx";

const TABS = ["overview", "publishers", "products"] as const;
type ProgramTab = (typeof TABS)[number];

/** /cabinet/affiliate_programs/{id}: the program's overview, its publishers and products (spec two §2). */
export function ProgramPage() {
  const { t } = useTranslation("affiliates");
  const id = Number(useParams().id);
  const program = useProgram(id);
  const archive = useArchiveToggle();
  const [tab, setTab] = useState<ProgramTab>("overview");
  const [inviting, setInviting] = useState(false);

  return (
    <>
      <Anchor component={Link} to={AFFILIATE_PAGES.programs} size="sm">
        {t("programs.back")}
      </Anchor>
      <QueryContent query={program}>
        {(p) => (
          <>
            <PageTitle
              title={p.name}
              description={
                <Group gap="xs" component="span">
                  {p.affiliateMarketplaceProduct && (
                    <Badge size="sm" variant="light" color="grape">
                      {t("programs.marketplaceBadge")}
                    </Badge>
                  )}
                  {p.archivedAt && (
                    <Badge size="sm" variant="light" color="gray">
                      {t("programs.archivedBadge")}
                    </Badge>
                  )}
                </Group>
              }
            />
            <Group gap="xs" mb="md">
              <AppButton
                component={Link}
                to={editProgramPath(p.id)}
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t("programs.edit")}
              </AppButton>
              <AppButton
                kind="secondary"
                leftSection={<IconUserPlus size={16} aria-hidden />}
                onClick={() => setInviting(true)}
                disabled={p.archivedAt !== null}
              >
                {t("invite.open")}
              </AppButton>
              <AppButton
                kind="secondary"
                leftSection={<IconLink size={16} aria-hidden />}
                onClick={() =>
                  void copyLandingLink(p.landingUrl, t("programs.linkCopied"), t("programs.linkCopyFailed"))
                }
              >
                {t("programs.copyLink")}
              </AppButton>
              <AppButton
                kind="ghost"
                leftSection={
                  p.archivedAt ? (
                    <IconArchiveOff size={16} aria-hidden />
                  ) : (
                    <IconArchive size={16} aria-hidden />
                  )
                }
                onClick={() => archive.toggle(p)}
              >
                {p.archivedAt ? t("programs.unarchive") : t("programs.archive")}
              </AppButton>
            </Group>
            <Tabs value={tab} onChange={(value) => value && setTab(value as ProgramTab)} keepMounted={false}>
              <Tabs.List aria-label={t("program.tabs.label")} mb="md">
                {TABS.map((key) => (
                  <Tabs.Tab key={key} value={key}>
                    {t(`program.tabs.${key}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="overview">
                <ProgramOverview program={p} />
              </Tabs.Panel>
              <Tabs.Panel value="publishers">
                <ProgramNodes programId={p.id} />
              </Tabs.Panel>
              <Tabs.Panel value="products">
                <ProgramProducts program={p} />
              </Tabs.Panel>
            </Tabs>
            {inviting && <InviteModal programId={p.id} onClose={() => setInviting(false)} />}
          </>
        )}
      </QueryContent>
      {archive.dialog}
    </>
  );
}
