import { ActionIcon, Anchor, Badge, FileButton, Group, Switch, Table, Text, Tooltip } from "@mantine/core";
import { IconDownload, IconReplace, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Digital } from "../../../../../api/catalogFiles.ts";
import { currentLocaleCode } from "../../../../../i18n/locale.ts";
import { formatFileSize } from "@sellwerk/domain";
import { shortFileType } from "../parts/fileType.ts";
import { ReorderControls } from "../parts/ReorderControls.tsx";
import { useDragOrder } from "../parts/useDragOrder.ts";

export interface DigitalActions {
  move: (from: number, to: number) => void;
  replace: (digital: Digital, file: File) => void;
  remove: (digital: Digital) => void;
  stamp: (digital: Digital, on: boolean) => void;
}

const PDF = "application/pdf";

/** The download's files in the order buyers get them, with what can be done to each. */
export function DigitalsTable({
  digitals,
  busy,
  actions,
}: {
  digitals: Digital[];
  busy: boolean;
  actions: DigitalActions;
}) {
  const { t } = useTranslation("catalogFiles");
  const { rowProps, over } = useDragOrder(actions.move, busy);
  const locale = currentLocaleCode();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label={t("fileUpload.tableLabel")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>{t("fileUpload.order")}</Table.Th>
            <Table.Th>{t("fileUpload.name")}</Table.Th>
            <Table.Th>{t("fileUpload.type")}</Table.Th>
            <Table.Th ta="right">{t("fileUpload.size")}</Table.Th>
            <Table.Th>{t("fileUpload.stamp")}</Table.Th>
            <Table.Th w={110}>
              <span className="visually-hidden">{t("fileUpload.actions")}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {digitals.map((digital, index) => (
            <Table.Tr
              key={digital.id}
              {...rowProps(index)}
              bg={over === index ? "var(--mantine-color-blue-light)" : undefined}
            >
              <Table.Td>
                <ReorderControls
                  label={digital.file.filename}
                  index={index}
                  count={digitals.length}
                  disabled={busy}
                  onMove={(to) => actions.move(index, to)}
                />
              </Table.Td>
              <Table.Td>
                <Anchor href={`${digital.file.url}&download=1`} size="sm" fw={500}>
                  {digital.file.filename}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Tooltip label={digital.file.contentType}>
                  <Badge variant="light" color="gray">
                    {shortFileType(digital.file.contentType, digital.file.filename)}
                  </Badge>
                </Tooltip>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatFileSize(digital.file.size, locale)}</Text>
              </Table.Td>
              <Table.Td>
                {digital.file.contentType === PDF ? (
                  <Switch
                    checked={digital.stampPdf}
                    disabled={busy}
                    onChange={(e) => actions.stamp(digital, e.currentTarget.checked)}
                    aria-label={t("fileUpload.stampLabel", { name: digital.file.filename })}
                  />
                ) : (
                  <Text size="xs" c="dimmed">
                    {t("fileUpload.stampPdfOnly")}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Tooltip label={t("fileUpload.download")}>
                    <ActionIcon
                      component="a"
                      href={`${digital.file.url}&download=1`}
                      variant="subtle"
                      aria-label={t("fileUpload.downloadLabel", { name: digital.file.filename })}
                    >
                      <IconDownload size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <FileButton onChange={(file) => file && actions.replace(digital, file)} disabled={busy}>
                    {(props) => (
                      <Tooltip label={t("fileUpload.replace")}>
                        <ActionIcon
                          {...props}
                          variant="subtle"
                          disabled={busy}
                          aria-label={t("fileUpload.replaceLabel", { name: digital.file.filename })}
                        >
                          <IconReplace size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </FileButton>
                  <Tooltip label={t("fileUpload.remove")}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={busy}
                      onClick={() => actions.remove(digital)}
                      aria-label={t("fileUpload.removeLabel", { name: digital.file.filename })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
