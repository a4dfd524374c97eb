import { ActionIcon, CopyButton, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A link as the browser reaches it: the API may hand out a path (/aff/3/7) or a whole address. */
export const absoluteLink = (link: string) =>
  link.startsWith("/") ? `${window.location.origin}${link}` : link;

/** A read-only link with a copy button (the affiliate, recruit and platform affiliate links). */
export function CopyLink({
  label,
  link,
  description,
}: {
  label: string;
  link: string;
  description?: string;
}) {
  const { t } = useTranslation("publish");
  const value = absoluteLink(link);
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t("links.copied") : t("links.copy")} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? "teal" : "gray"}
                onClick={copy}
                aria-label={t("links.copyNamed", { name: label })}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

/** A copy button alone, for links in table rows; its name says which link it copies. */
export function CopyIconButton({ label, link }: { label: string; link: string }) {
  const { t } = useTranslation("publish");
  const value = absoluteLink(link);
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t("links.copied") : label} withArrow>
          <ActionIcon
            variant="light"
            color={copied ? "teal" : "blue"}
            onClick={copy}
            aria-label={t("links.copyNamed", { name: label })}
          >
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
