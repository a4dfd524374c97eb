import { Alert, List, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { isApiError } from "../../../../../api/client/errors.ts";
import { useErrorText } from "../../../../../ui/useErrorText.ts";
import { ConflictAlert } from "../form/ConflictAlert.tsx";
import type { PartEdit } from "./usePartEdit.ts";

/** What went wrong with the last write of a part: a conflict to reload, or the server's words. */
export function PartAlerts({ edit }: { edit: PartEdit }) {
  const errorText = useErrorText();
  if (edit.conflict) return <ConflictAlert onReload={edit.reload} />;
  if (!edit.error) return null;
  const details = isApiError(edit.error) ? edit.error.details : [];
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
      withCloseButton
      onClose={edit.clearError}
    >
      <Text size="sm">{errorText(edit.error)}</Text>
      {details.length > 1 && (
        <List size="sm" mt={4}>
          {details.map((d) => (
            <List.Item key={`${d.param}-${d.code}`}>{d.message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
