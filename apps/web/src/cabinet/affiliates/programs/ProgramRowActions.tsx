import { ActionIcon, Menu } from "@mantine/core";
import { IconArchive, IconArchiveOff, IconDots, IconEye, IconLink, IconPencil } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { AffiliateProgram } from "../../../api/affiliates.ts";
import { notify } from "../../../ui/notify.ts";
import { editProgramPath, programPath } from "../affiliatePaths.ts";

/** Copies the program's public landing page link, the one publishers share to join. */
export async function copyLandingLink(url: string, success: string, failure: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify({ kind: "success", message: success });
  } catch {
    // Clipboard access may be refused (insecure origin, permissions): show the link instead.
    notify({ kind: "info", message: `${failure} ${url}` });
  }
}

/** Open, edit, copy the landing link, archive or restore, in a menu. */
export function ProgramRowActions({
  program,
  onArchive,
}: {
  program: AffiliateProgram;
  onArchive: (program: AffiliateProgram) => void;
}) {
  const { t } = useTranslation("affiliates");
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t("programs.menu", { name: program.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={programPath(program.id)}
          leftSection={<IconEye size={14} aria-hidden />}
        >
          {t("programs.open")}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={editProgramPath(program.id)}
          leftSection={<IconPencil size={14} aria-hidden />}
        >
          {t("programs.edit")}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLink size={14} aria-hidden />}
          onClick={() =>
            void copyLandingLink(program.landingUrl, t("programs.linkCopied"), t("programs.linkCopyFailed"))
          }
        >
          {t("programs.copyLink")}
        </Menu.Item>
        <Menu.Item
          color={program.archivedAt ? undefined : "red"}
          leftSection={
            program.archivedAt ? (
              <IconArchiveOff size={14} aria-hidden />
            ) : (
              <IconArchive size={14} aria-hidden />
            )
          }
          onClick={() => onArchive(program)}
        >
          {program.archivedAt ? t("programs.unarchive") : t("programs.archive")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
