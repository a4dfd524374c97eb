import { Text } from "@mantine/core";
import { useFormat } from "./useFormat.ts";

/** An amount in minor units, formatted in the interface language, never broken across lines. */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  const format = useFormat();
  return (
    <Text span size="sm" style={{ whiteSpace: "nowrap" }}>
      {format.money(amount, currency)}
    </Text>
  );
}
