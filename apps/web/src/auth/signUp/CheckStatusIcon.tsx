import { Loader } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { LiveCheckState } from "./useLiveCheck.ts";

/** Right-hand mark of a live-checked input: spinner while asking, a check mark when free. */
export function CheckStatusIcon({ state }: { state: LiveCheckState }) {
  const { t } = useTranslation("auth");
  if (state.status === "checking") return <Loader size="xs" aria-label={t("signUp.checking")} />;
  if (state.status === "ok")
    return (
      <IconCircleCheck
        size={18}
        color="var(--mantine-color-green-7)"
        aria-label={t("signUp.available")}
        role="img"
      />
    );
  return null;
}
