import type { ReactNode } from "react";
import { Box, SimpleGrid, Text } from "@mantine/core";

export type Fact = [label: string, value: ReactNode];

/**
 * Labelled values as a description list; empty values are left out rather than shown blank.
 * `cols` from the small breakpoint up (one column below), or per breakpoint where short figures
 * fit side by side on a phone too.
 */
export function Facts({
  facts,
  cols = 2,
}: {
  facts: readonly Fact[];
  cols?: number | { base: number; sm: number };
}) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return (
    <SimpleGrid
      component="dl"
      cols={typeof cols === "number" ? { base: 1, sm: cols } : cols}
      spacing="sm"
      verticalSpacing="xs"
      m={0}
    >
      {shown.map(([label, value]) => (
        <Box key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
