import { useState } from "react";
import { Alert, Anchor, FileButton, Group, Stack, Table, Text } from "@mantine/core";
import { IconTrash, IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { requiredDocuments, type KycDocumentKind } from "@sellwerk/domain";
import { uploadFile } from "../../api/uploads.ts";
import {
  useAddDocument,
  useCompleteDocuments,
  useRemoveDocument,
  useVerificationPaths,
  type Legitimation,
} from "../../api/verification.ts";
import { AppButton } from "../../ui/AppButton.tsx";
import { StatusBadge } from "../../ui/StatusBadge.tsx";
import { useErrorText } from "../../ui/useErrorText.ts";

/** Kinds offered besides the required ones, per legal form. */
function optionalKinds(legitimation: Legitimation): KycDocumentKind[] {
  return legitimation.legalForm === "individual"
    ? ["id_from_back", "proof_doc", "other_doc_1"]
    : ["id_from_back", "proof_doc", "shareholder_declaration", "other_doc_1", "other_doc_2"];
}

const ACCEPT = "application/pdf,image/jpeg,image/png";

/**
 * Step documents: one row per document kind (required ones first) with its file and its state at
 * the provider; a file is uploaded (PDF, JPEG or PNG, at most 10 MB) and named as the kind.
 */
export function DocumentsStep({
  legitimation,
  editable,
  onDone,
}: {
  legitimation: Legitimation;
  editable: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation("verification");
  const errorText = useErrorText();
  const add = useAddDocument();
  const filesPath = useVerificationPaths().files;
  const remove = useRemoveDocument();
  const complete = useCompleteDocuments();
  const [uploading, setUploading] = useState<KycDocumentKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const required = requiredDocuments(legitimation.legalForm);
  const kinds = [...required, ...optionalKinds(legitimation)];

  const upload = async (kind: KycDocumentKind, file: File | null) => {
    if (!file) return;
    setError(null);
    setUploading(kind);
    try {
      const stored = await uploadFile({ purpose: "kyc_document", file, path: filesPath });
      await add.mutateAsync({ kind, fileId: stored.id });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setUploading(null);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("documents.intro")}
      </Text>
      <Table verticalSpacing="sm" aria-label={t("steps.documents")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("documents.kind")}</Table.Th>
            <Table.Th>{t("documents.file")}</Table.Th>
            <Table.Th>{t("documents.state")}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kinds.map((kind) => {
            const doc = legitimation.documents.find((d) => d.kind === kind);
            return (
              <Table.Tr key={kind} data-kind={kind}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {t(`documentKinds.${kind}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {required.includes(kind) ? t("documents.required") : t("documents.optional")}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {doc ? (
                    <Anchor href={doc.url} target="_blank" rel="noreferrer" size="sm">
                      {doc.filename}
                    </Anchor>
                  ) : (
                    "—"
                  )}
                </Table.Td>
                <Table.Td>
                  {doc && (
                    <Stack gap={2} align="flex-start">
                      <StatusBadge state={doc.state} label={t(`documentStates.${doc.state}`)} />
                      {doc.refusalReason && (
                        <Text size="xs" c="dimmed">
                          {doc.refusalReason}
                        </Text>
                      )}
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td>
                  {editable && (
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      <FileButton accept={ACCEPT} onChange={(file) => void upload(kind, file)}>
                        {(props) => (
                          <AppButton
                            {...props}
                            kind="secondary"
                            size="compact-sm"
                            loading={uploading === kind}
                            leftSection={<IconUpload size={14} aria-hidden />}
                            aria-label={t("documents.uploadLabel", { kind: t(`documentKinds.${kind}`) })}
                          >
                            {doc ? t("documents.replace") : t("documents.upload")}
                          </AppButton>
                        )}
                      </FileButton>
                      {doc && (
                        <AppButton
                          kind="ghost"
                          size="compact-sm"
                          color="red"
                          onClick={() => remove.mutate(doc.id)}
                          aria-label={t("documents.removeLabel", { kind: t(`documentKinds.${kind}`) })}
                        >
                          <IconTrash size={14} aria-hidden />
                        </AppButton>
                      )}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {(error || complete.isError) && (
        <Alert color="red" role="alert">
          {error ?? errorText(complete.error)}
        </Alert>
      )}
      {editable && (
        <Group justify="flex-end">
          <AppButton
            loading={complete.isPending}
            disabled={legitimation.missingDocuments.length > 0}
            onClick={() => complete.mutate(undefined, { onSuccess: onDone })}
          >
            {t("actions.continue")}
          </AppButton>
        </Group>
      )}
    </Stack>
  );
}
