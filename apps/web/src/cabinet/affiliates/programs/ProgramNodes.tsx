import { Anchor, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { AFFILIATE_PAGE_SIZE } from "@sellwerk/domain";
import { useProgramNodes } from "../../../api/affiliates.ts";
import { DataTable } from "../../../ui/list/DataTable.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { programNodesPath } from "../affiliatePaths.ts";
import { useNodeColumns } from "../nodes/useNodeColumns.tsx";
import { useNodeDialogs } from "../nodes/useNodeDialogs.tsx";

/** The program's newest publishers with the same actions as the nodes page, which lists them all. */
export function ProgramNodes({ programId }: { programId: number }) {
  const { t } = useTranslation("affiliates");
  const errorText = useErrorText();
  const nodes = useProgramNodes(programId, AFFILIATE_PAGE_SIZE);
  const dialogs = useNodeDialogs();
  // A short list of the newest: no program column (it is this one) and no sort buttons.
  const columns = useNodeColumns(dialogs)
    .filter((c) => c.key !== "program")
    .map((c) => ({ ...c, sortKey: undefined }));

  if (!nodes.data)
    return (
      <Center py="xl">
        {nodes.isError ? <Text>{errorText(nodes.error)}</Text> : <Loader aria-label={t("common:loading")} />}
      </Center>
    );
  return (
    <Stack gap="sm">
      {nodes.data.list.length === 0 ? (
        <Text c="dimmed" py="md">
          {t("program.noPublishers")}
        </Text>
      ) : (
        <DataTable
          columns={columns}
          rows={nodes.data.list}
          rowKey={(n) => n.id}
          caption={t("program.tabs.publishers")}
          sortKey="created_at"
          sortDir="desc"
          onSort={() => undefined}
        />
      )}
      {nodes.data.totalCount > nodes.data.list.length && (
        <Group justify="flex-end">
          <Anchor component={Link} to={programNodesPath(programId)} size="sm">
            {t("program.allPublishers", { count: nodes.data.totalCount })}
          </Anchor>
        </Group>
      )}
      {dialogs.dialogs}
    </Stack>
  );
}
