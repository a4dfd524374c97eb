import { Group } from "@mantine/core";
import type { ExportList } from "@sellwerk/domain";
import { CsvExportButton } from "../../ui/list/CsvExportButton.tsx";
import { ScheduleExportButton } from "../../ui/list/ScheduleExportButton.tsx";
import type { ListController } from "../../ui/list/useList.ts";
import { usePayoutArea } from "./payoutArea.ts";

/**
 * A payout list's "Export CSV" (and "Schedule this export"): export jobs and schedules are the
 * seller's (cabinet, exports context), so a publisher or team member downloads the file at once.
 */
export function PayeeExportButtons<T>({
  list,
  path,
  exportList,
}: {
  list: ListController<T>;
  /** The API path of the list's CSV under the area's prefix. */
  path: string;
  exportList: ExportList;
}) {
  const { prefix } = usePayoutArea();
  const cabinet = prefix === "/cabinet";
  return (
    <Group gap="xs">
      <CsvExportButton
        list={list}
        path={path}
        filename={`${exportList}.csv`}
        job={cabinet ? exportList : undefined}
      />
      {cabinet && <ScheduleExportButton list={list} exportList={exportList} />}
    </Group>
  );
}
