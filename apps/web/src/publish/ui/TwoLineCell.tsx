import type { ReactNode } from "react";
import { Stack, Text } from "@mantine/core";

/** A list cell with a value and a dimmed line under it (a program's commission and its stages, …). */
export function TwoLineCell({
  primary,
  secondary,
  strong = false,
}: {
  primary: ReactNode;
  secondary: ReactNode;
  strong?: boolean;
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={strong ? 600 : undefined} style={{ whiteSpace: "nowrap" }}>
        {primary}
      </Text>
      <Text size="xs" c="dimmed">
        {secondary}
      </Text>
    </Stack>
  );
}
