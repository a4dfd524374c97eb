import { useState } from "react";
import { Alert, Group, Loader, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { StoredFile } from "../../api/catalogTypes.ts";
import { uploadFile, type FilePurpose } from "../../api/uploads.ts";
import { AppButton } from "../AppButton.tsx";
import { AppModal } from "../AppModal.tsx";
import { useErrorText } from "../useErrorText.ts";
import { ImageCropper } from "./ImageCropper.tsx";
import { cropBox, initialView, type CropView, type Size } from "./cropMath.ts";

export interface PickedImage {
  file: File;
  /** Object URL of the file; the opener revokes it when the dialog closes. */
  url: string;
}

export interface ImageCropModalProps {
  picked: PickedImage | null;
  aspect: number;
  purpose: FilePurpose;
  title: string;
  onUploaded: (file: StoredFile) => void;
  onClose: () => void;
}

/** Crop the chosen picture, then upload it with its crop box, showing the upload's progress. */
export function ImageCropModal({ picked, aspect, purpose, title, onUploaded, onClose }: ImageCropModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [image, setImage] = useState<Size | null>(null);
  const [view, setView] = useState<CropView | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [controller, setController] = useState<AbortController | null>(null);

  const close = () => {
    controller?.abort();
    setImage(null);
    setView(null);
    setProgress(null);
    setError(null);
    onClose();
  };

  const upload = () => {
    if (!picked || !image || !view) return;
    const abort = new AbortController();
    setController(abort);
    setError(null);
    setProgress(0);
    uploadFile({
      purpose,
      file: picked.file,
      crop: cropBox(image, aspect, view),
      onProgress: setProgress,
      signal: abort.signal,
    })
      .then((stored) => {
        setProgress(null);
        setImage(null);
        setView(null);
        onUploaded(stored);
      })
      .catch((caught: unknown) => {
        setProgress(null);
        setError(caught);
      });
  };

  return (
    <AppModal opened={picked !== null} onClose={close} title={title} size="medium">
      {picked && (
        <Stack gap="md">
          {/* Measures the picture once; the cropper then shows it. */}
          {!image && (
            <Group justify="center">
              <Loader aria-label={t("loading")} />
              <img
                src={picked.url}
                alt=""
                style={{ display: "none" }}
                onLoad={(event) => {
                  const size = { w: event.currentTarget.naturalWidth, h: event.currentTarget.naturalHeight };
                  setImage(size);
                  setView(initialView(size));
                }}
                onError={() => setError(new Error("image"))}
              />
            </Group>
          )}
          {image && view && (
            <ImageCropper src={picked.url} image={image} aspect={aspect} view={view} onChange={setView} />
          )}
          {progress !== null && (
            <Stack gap={4}>
              <Progress value={progress * 100} aria-label={t("image.uploading")} striped animated />
              <Text size="xs" c="dimmed" ta="center">
                {t("image.progress", { percent: Math.round(progress * 100) })}
              </Text>
            </Stack>
          )}
          {error !== null && (
            <Alert color="red" role="alert">
              {error instanceof Error && error.message === "image" ? t("image.unreadable") : errorText(error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <AppButton kind="secondary" onClick={close}>
              {t("cancel")}
            </AppButton>
            <AppButton onClick={upload} loading={progress !== null} disabled={!image}>
              {t("image.upload")}
            </AppButton>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
