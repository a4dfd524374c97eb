import { ActionIcon, Menu } from "@mantine/core";
import { IconBan, IconCheck, IconDots, IconPercentage, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { AffiliateNode, NodeAction } from "../../../api/affiliates.ts";

const ICONS = { accept: IconCheck, reject: IconX, cancel: IconBan } as const;

/** Canceling the seller's own open invitation is withdrawing it; otherwise it ends a membership or request. */
export function actionKey(node: AffiliateNode, action: NodeAction): NodeAction | "withdraw" {
  return action === "cancel" && node.state === "requested" && node.initiator === "seller"
    ? "withdraw"
    : action;
}

/** The seller's moves the domain's table allows on this node, and the node's own bonus. */
export function NodeRowActions({
  node,
  onAction,
  onBonus,
}: {
  node: AffiliateNode;
  onAction: (node: AffiliateNode, action: NodeAction) => void;
  onBonus: (node: AffiliateNode) => void;
}) {
  const { t } = useTranslation("affiliates");
  const bonusEditable = node.state !== "rejected" && node.state !== "canceled";
  // A rejected or canceled node is final: nothing to offer, so no empty menu.
  if (node.actions.length === 0 && !bonusEditable) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t("nodes.menu", { email: node.email })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {/* The API names what the seller may do now (the domain's transition table). */}
        {node.actions.map((action) => {
          const Icon = ICONS[action];
          return (
            <Menu.Item
              key={action}
              color={action === "accept" ? "green" : "red"}
              leftSection={<Icon size={14} aria-hidden />}
              onClick={() => onAction(node, action)}
            >
              {t(`nodes.actions.${actionKey(node, action)}`)}
            </Menu.Item>
          );
        })}
        {bonusEditable && (
          <Menu.Item leftSection={<IconPercentage size={14} aria-hidden />} onClick={() => onBonus(node)}>
            {t("nodes.editBonus")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
