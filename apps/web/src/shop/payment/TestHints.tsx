import { SANDBOX_CARDS, SANDBOX_IBANS, type SandboxOutcome } from "@sellwerk/domain";
import type { MessageKey } from "../i18n/en.ts";
import { useShop } from "../i18n/context.tsx";

// The sandbox provider's magic numbers (the domain's list, so hint and provider cannot differ).

function outcomeKey(outcome: SandboxOutcome): MessageKey {
  switch (outcome.kind) {
    case "succeed":
      return "test.success";
    case "challenge":
      return "test.threeDs";
    case "succeed_then_chargeback":
      return "test.chargeback";
    case "succeed_then_decline_off_session":
      return "test.laterDeclines";
    case "settle_later":
      return outcome.succeed ? "test.settles" : "test.fails";
    case "decline":
      return outcome.code === "insufficient_funds"
        ? "test.insufficient"
        : outcome.code === "expired_card"
          ? "test.expired"
          : "test.declined";
  }
}

const group = (n: string) => n.replace(/(.{4})(?=.)/g, "$1 ");

export function TestHints({ kind }: { kind: "card" | "sepa" }) {
  const { t } = useShop();
  const rows =
    kind === "card"
      ? SANDBOX_CARDS.map((c) => [c.number, c.outcome] as const)
      : SANDBOX_IBANS.map((i) => [i.iban, i.outcome] as const);
  return (
    <details className="test-hints">
      <summary>{t(kind === "card" ? "test.cards" : "test.ibans")}</summary>
      <ul>
        {rows.map(([number, outcome]) => (
          <li key={number}>
            <code>{group(number)}</code> <span>{t(outcomeKey(outcome))}</span>
          </li>
        ))}
      </ul>
      {kind === "card" && <p className="hint">{t("test.cardsHint")}</p>}
    </details>
  );
}
