import { Alert } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { StepKey } from "../../../api/catalogTypes.ts";

/** Shown only while a step's component is not in the registry yet (during development). */
export function StepPending({ stepKey }: { stepKey: StepKey }) {
  const { t } = useTranslation("catalog");
  return (
    <Alert color="gray" icon={<IconTools aria-hidden />} title={t(`steps.${stepKey}`)}>
      {t("editor.stepPending")}
    </Alert>
  );
}
