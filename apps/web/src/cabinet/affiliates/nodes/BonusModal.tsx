import { useState } from "react";
import { Alert, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { MAX_COMMISSION } from "@sellwerk/domain";
import { useSaveNodeBonus, type AffiliateNode } from "../../../api/affiliates.ts";
import { FloatField } from "../../../ui/fields/FloatField.tsx";
import { FormModal } from "../../../ui/FormModal.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useFormErrors } from "../../../ui/useFormErrors.ts";

/** A publisher's own bonus on stage 1; empty: the program's bonus applies. */
export function BonusModal({ node, onClose }: { node: AffiliateNode; onClose: () => void }) {
  const { t } = useTranslation("affiliates");
  const errorText = useErrorText();
  const save = useSaveNodeBonus();
  const [bonus, setBonus] = useState<number | null>(node.bonus);
  const { server, errorFor } = useFormErrors({}, false, save.error);

  return (
    <FormModal
      title={t("bonus.title", { email: node.email })}
      busy={save.isPending}
      submitLabel={t("bonus.save")}
      onSubmit={() =>
        save.mutate(
          { id: node.id, bonus },
          {
            onSuccess: () => {
              notify({ kind: "success", message: t("bonus.saved") });
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {t("bonus.text", { program: node.affiliateProgram.name })}
      </Text>
      <FloatField
        label={t("bonus.label")}
        value={bonus}
        min={0}
        max={MAX_COMMISSION}
        allowEmpty
        leftSection={<span aria-hidden>%</span>}
        onChange={setBonus}
        error={errorFor("bonus")}
        data-autofocus
      />
      {save.isError && Object.keys(server).length === 0 && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(save.error)}
        </Alert>
      )}
    </FormModal>
  );
}
