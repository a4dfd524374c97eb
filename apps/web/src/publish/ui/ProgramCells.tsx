import { Anchor, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Column } from "../../ui/list/DataTable.tsx";
import { useTermsText, type Terms } from "./terms.ts";
import { TwoLineCell } from "./TwoLineCell.tsx";

// The columns the marketplace and the joined programs lists show alike for a program: its name
// (linking to its marketplace page) with the seller, its commission, and how long it pays.

type ProgramRow = Terms & { name: string; sellerName: string };

/** The program's name, linking to its marketplace page, with the seller under it. */
function ProgramLinkCell({
  programId,
  name,
  sellerName,
}: {
  programId: number;
  name: string;
  sellerName: string;
}) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={`/publish/affiliate_marketplace/${programId}`} size="sm" fw={600}>
        {name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {sellerName}
      </Text>
    </Stack>
  );
}

export function useProgramTermColumns<T extends ProgramRow>(options: {
  /** The list's translation keys: `<headers>.columns.program|commission|duration`. */
  headers: "marketplace" | "programs";
  programId: (row: T) => number;
  /** The commission as this list words it (a range, or this publisher's own). */
  commission: (row: T) => string;
  strongCommission?: boolean;
  nameSortKey?: string;
  commissionSortKey?: string;
}): Column<T>[] {
  const { t } = useTranslation("publish");
  const terms = useTermsText();
  const { headers } = options;
  return [
    {
      key: "name",
      header: t(`${headers}.columns.program`),
      sortKey: options.nameSortKey,
      render: (p) => (
        <ProgramLinkCell programId={options.programId(p)} name={p.name} sellerName={p.sellerName} />
      ),
    },
    {
      key: "commission",
      header: t(`${headers}.columns.commission`),
      sortKey: options.commissionSortKey,
      render: (p) => (
        <TwoLineCell
          strong={options.strongCommission}
          primary={options.commission(p)}
          secondary={`${terms.stages(p)} · ${terms.base(p)}`}
        />
      ),
    },
    {
      key: "duration",
      header: t(`${headers}.columns.duration`),
      render: (p) => <TwoLineCell primary={terms.duration(p)} secondary={terms.cookies(p)} />,
    },
  ];
}
