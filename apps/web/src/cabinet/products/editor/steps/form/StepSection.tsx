import type { ReactNode } from "react";
import { Divider, Stack, Text, Title } from "@mantine/core";

/** A titled part of a step's form. */
export function StepSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Divider />
      <div>
        <Title order={3} fz="lg">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
