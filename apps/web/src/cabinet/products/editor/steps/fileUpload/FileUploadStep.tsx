import { useEffect, useState } from "react";
import { Alert, Loader, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  digitalsApi,
  digitalsKey,
  useDigitals,
  useUploadLimits,
  type Digital,
  type PartAnswer,
} from "../../../../../api/catalogFiles.ts";
import { ConfirmModal } from "../../../../../ui/ConfirmModal.tsx";
import type { StepProps } from "../registry.ts";
import { usePartEdit } from "../parts/usePartEdit.ts";
import { PartAlerts } from "../parts/PartAlerts.tsx";
import { useUploads } from "../parts/useUploads.ts";
import { UploadList } from "../parts/UploadList.tsx";
import { moveItem } from "../parts/moveItem.ts";
import { DigitalDropzone } from "./DigitalDropzone.tsx";
import { DigitalsTable } from "./DigitalsTable.tsx";

/**
 * Step "file upload" of a download: the files buyers get. Every action is saved at once
 * (uploads stream to the server with a progress bar, then join the list); the list can be
 * reordered by dragging or with the arrow buttons, files replaced or removed.
 */
export function FileUploadStep(props: StepProps) {
  const { t } = useTranslation("catalogFiles");
  const { product, registerDirty } = props;
  const client = useQueryClient();
  const digitals = useDigitals(product.id);
  const limits = useUploadLimits();
  const edit = usePartEdit(props);
  const uploads = useUploads("digital");
  const [removing, setRemoving] = useState<Digital | null>(null);

  // Running uploads would be lost by leaving the step: the editor asks first.
  useEffect(() => registerDirty(uploads.running), [uploads.running, registerDirty]);
  useEffect(() => () => registerDirty(false), [registerDirty]);

  const show = (answer: PartAnswer<Digital[]> | undefined) => {
    if (answer) client.setQueryData(digitalsKey(product.id), answer);
  };
  const list = digitals.data?.list ?? [];

  const addFiles = (files: File[]) => {
    for (const file of files)
      void uploads.start(file, (stored) =>
        edit.run((v) => digitalsApi.add(product.id, v, stored.id)).then(show),
      );
  };

  const actions = {
    move: (from: number, to: number) => {
      const ids = moveItem(list, from, to).map((d) => d.id);
      // Shown at once; the server's answer confirms (or a conflict restores) the order.
      show({
        list: moveItem(list, from, to),
        productVersion: digitals.data?.productVersion ?? product.version,
      });
      void edit
        .run((v) => digitalsApi.order(product.id, v, ids))
        .then((answer) => {
          if (answer) show(answer);
          else void digitals.refetch();
        });
    },
    replace: (digital: Digital, file: File) =>
      void uploads.start(file, (stored) =>
        edit
          .run((v) => digitalsApi.update(product.id, digital.id, { version: v, fileId: stored.id }))
          .then(show),
      ),
    remove: (digital: Digital) => setRemoving(digital),
    stamp: (digital: Digital, on: boolean) =>
      void edit
        .run((v) => digitalsApi.update(product.id, digital.id, { version: v, stampPdf: on }))
        .then(show),
  };

  const confirmRemove = () => {
    const digital = removing;
    setRemoving(null);
    if (digital) void edit.run((v) => digitalsApi.remove(product.id, v, digital.id)).then(show);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="xl">
          {t("fileUpload.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("fileUpload.intro")}
        </Text>
      </div>
      <PartAlerts edit={edit} />
      <DigitalDropzone
        maxBytes={limits.data?.purposes.digital?.maxBytes}
        onFiles={addFiles}
        onRefused={uploads.refuse}
      />
      <UploadList items={uploads.items} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      {digitals.isLoading ? (
        <Loader size="sm" aria-label={t("common:loading")} />
      ) : list.length === 0 ? (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title={t("fileUpload.noDigitalsTitle")}>
          {t("fileUpload.noDigitals")}
        </Alert>
      ) : (
        <DigitalsTable digitals={list} busy={edit.busy} actions={actions} />
      )}
      <ConfirmModal
        opened={removing !== null}
        title={t("fileUpload.removeTitle")}
        confirmLabel={t("fileUpload.remove")}
        danger
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {t("fileUpload.removeText", { name: removing?.file.filename ?? "" })}
      </ConfirmModal>
    </Stack>
  );
}
