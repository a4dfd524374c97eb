import { Anchor, Stack, Text } from "@mantine/core";

/** The seller of a row: name and mail address. */
export function SellerCell({ name, email }: { name: string; email: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{name}</Text>
      <Anchor href={`mailto:${email}`} size="xs">
        {email}
      </Anchor>
    </Stack>
  );
}
