import { useState } from "react";
import { ActionIcon, Menu } from "@mantine/core";
import {
  IconArchive,
  IconArchiveOff,
  IconCopy,
  IconDots,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconWorldUpload,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Product } from "../../../api/catalogTypes.ts";
import { useProductAction, type ProductAction } from "../../../api/products.ts";
import { ConfirmModal } from "../../../ui/ConfirmModal.tsx";
import { notify } from "../../../ui/notify.ts";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { useCabinetPaths } from "../../cabinetPaths.ts";
import { publishRefusals, type PublishRefusal } from "../reasons.ts";
import { CONFIRMED_ACTIONS, stateActions } from "./productActions.ts";
import { PublishRefusedModal } from "./PublishRefusedModal.tsx";
import { PublishedModal } from "../link/PublishedModal.tsx";

const ICONS: Record<ProductAction, typeof IconCopy> = {
  publish: IconWorldUpload,
  unpublish: IconEyeOff,
  archive: IconArchive,
  unarchive: IconArchiveOff,
  duplicate: IconCopy,
};

/** Edit, preview and the state actions of one product, in a menu; destructive ones ask first. */
export function ProductRowActions({ product }: { product: Product }) {
  const { t } = useTranslation("catalog");
  const paths = useCabinetPaths();
  const errorText = useErrorText();
  const action = useProductAction();
  const [confirming, setConfirming] = useState<ProductAction | null>(null);
  const [refused, setRefused] = useState<PublishRefusal[]>([]);
  // Just went live: the link to share, right away.
  const [live, setLive] = useState<Product | null>(null);

  const run = (name: ProductAction) => {
    action.mutate(
      { product, action: name },
      {
        onSuccess: (result) => {
          setConfirming(null);
          if (name === "publish" && result.checkoutPath) setLive(result);
          // Publishing ends published, in review, or waiting for the registration: say which.
          const key = name === "publish" ? `actions.done.publish_${result.state}` : `actions.done.${name}`;
          notify({
            kind: "success",
            message: t(key, {
              name: result.name,
              defaultValue: t(`actions.done.${name}`, { name: result.name }),
            }),
          });
        },
        onError: (error) => {
          setConfirming(null);
          const reasons = name === "publish" ? publishRefusals(error, product.steps) : [];
          if (reasons.length > 0) setRefused(reasons);
          else notify({ kind: "error", message: errorText(error) });
        },
      },
    );
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            aria-label={t("actions.menu", { name: product.name })}
            loading={action.isPending}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to={paths.edit(product.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t("actions.edit")}
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={paths.preview(product.id)}
            leftSection={<IconEye size={16} aria-hidden />}
          >
            {t("actions.preview")}
          </Menu.Item>
          <Menu.Divider />
          {stateActions(product).map((name) => {
            const Icon = ICONS[name];
            return (
              <Menu.Item
                key={name}
                leftSection={<Icon size={16} aria-hidden />}
                color={name === "archive" ? "red" : undefined}
                onClick={() => (CONFIRMED_ACTIONS.includes(name) ? setConfirming(name) : run(name))}
              >
                {t(`actions.${name}`)}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={confirming !== null}
        title={confirming ? t(`actions.confirm.${confirming}.title`) : ""}
        confirmLabel={confirming ? t(`actions.${confirming}`) : ""}
        danger
        loading={action.isPending}
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(null)}
      >
        {confirming ? t(`actions.confirm.${confirming}.text`, { name: product.name }) : ""}
      </ConfirmModal>
      <PublishRefusedModal product={product} refusals={refused} onClose={() => setRefused([])} />
      <PublishedModal product={live} onClose={() => setLive(null)} />
    </>
  );
}
