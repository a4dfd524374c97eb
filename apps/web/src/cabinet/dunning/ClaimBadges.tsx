import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Claim } from "../../api/dunning.ts";

const COLORS = { green: "green", red: "red", amber: "yellow", grey: "gray" } as const;

/** The claim's stage (or, once ended, its outcome) in the claim's colour (docs/dunning.md). */
export function ClaimBadges({ claim }: { claim: Claim }) {
  const { t } = useTranslation("dunning");
  const badge = { color: COLORS[claim.color.color], variant: claim.color.highlighted ? "filled" : "light" };
  return (
    <Group gap={4}>
      <Badge size="sm" {...badge} style={{ minWidth: "max-content" }}>
        {claim.outcomeStatus ? t(`outcomes.${claim.outcomeStatus}`) : t(`stages.${claim.strategyStage}`)}
      </Badge>
      {claim.outcomeStatus && (
        <Badge size="sm" variant="outline" color="gray" style={{ minWidth: "max-content" }}>
          {t(`stages.${claim.strategyStage}`)}
        </Badge>
      )}
    </Group>
  );
}
