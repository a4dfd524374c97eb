import { Anchor, List, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Product } from "../../../api/catalogTypes.ts";
import { AppModal } from "../../../ui/AppModal.tsx";
import { useCabinetPaths } from "../../cabinetPaths.ts";
import type { PublishRefusal } from "../reasons.ts";

export interface PublishRefusedModalProps {
  product: Pick<Product, "id" | "name" | "steps">;
  refusals: readonly PublishRefusal[];
  onClose: () => void;
}

/** Why a product could not be published: the API's not-ready reasons, each with the step that fixes it. */
export function PublishRefusedModal({ product, refusals, onClose }: PublishRefusedModalProps) {
  const { t } = useTranslation("catalog");
  const paths = useCabinetPaths();
  return (
    <AppModal opened={refusals.length > 0} onClose={onClose} title={t("actions.publishRefusedTitle")}>
      <Text mb="sm">{t("actions.publishRefusedText", { name: product.name })}</Text>
      <List spacing={4}>
        {refusals.map(({ reason, step }) => (
          <List.Item key={reason}>
            {t(`reasons.${reason}`)}
            {step && (
              <>
                {" — "}
                <Anchor
                  component={Link}
                  to={paths.edit(product.id, product.steps.indexOf(step) + 1)}
                  onClick={onClose}
                >
                  {t("actions.fixInStep", { step: t(`steps.${step}`) })}
                </Anchor>
              </>
            )}
          </List.Item>
        ))}
      </List>
    </AppModal>
  );
}
