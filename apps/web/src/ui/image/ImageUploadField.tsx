import "@mantine/dropzone/styles.css";
import { useState } from "react";
import { AspectRatio, Group, Image, Input, Paper, Stack, Text } from "@mantine/core";
import { Dropzone, IMAGE_MIME_TYPE } from "@mantine/dropzone";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { StoredFile } from "../../api/catalogTypes.ts";
import type { FilePurpose } from "../../api/uploads.ts";
import { AppButton } from "../AppButton.tsx";
import { ImageCropModal, type PickedImage } from "./ImageCropModal.tsx";

export interface ImageUploadFieldProps {
  label: string;
  description?: string;
  value: StoredFile | null;
  onChange: (file: StoredFile | null) => void;
  /** Width / height of the crop (1 for covers, 16/9 for banners). */
  aspect: number;
  purpose: FilePurpose;
  /** The size variant shown as the preview. */
  previewVariant?: string;
  error?: string;
}

/** An image with a fixed aspect: drop or pick a picture, crop it, upload it; replace or remove. */
export function ImageUploadField({
  label,
  description,
  value,
  onChange,
  aspect,
  purpose,
  previewVariant = "m",
  error,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PickedImage | null>(null);

  const pick = (files: File[]) => {
    const file = files[0];
    if (file) setPicked({ file, url: URL.createObjectURL(file) });
  };
  const closeCrop = () => {
    if (picked) URL.revokeObjectURL(picked.url);
    setPicked(null);
  };

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={4}>
        {value && (
          <Paper withBorder p={4} maw={aspect > 1 ? 360 : 200}>
            <AspectRatio ratio={aspect}>
              <Image
                src={value.variants?.[previewVariant] ?? value.url}
                alt={t("image.current", { label })}
                fit="cover"
              />
            </AspectRatio>
          </Paper>
        )}
        <Dropzone
          onDrop={pick}
          accept={IMAGE_MIME_TYPE}
          multiple={false}
          maxFiles={1}
          inputProps={{ "aria-label": t(value ? "image.replaceLabel" : "image.chooseLabel", { label }) }}
          p="md"
          maw={480}
        >
          <Group gap="sm" wrap="nowrap" style={{ pointerEvents: "none" }}>
            <IconPhotoUp size={28} aria-hidden />
            <Text size="sm">{value ? t("image.replace") : t("image.choose")}</Text>
          </Group>
        </Dropzone>
        {value && (
          <Group>
            <AppButton
              kind="ghost"
              size="xs"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange(null)}
              aria-label={t("image.removeLabel", { label })}
            >
              {t("image.remove")}
            </AppButton>
          </Group>
        )}
      </Stack>
      <ImageCropModal
        picked={picked}
        aspect={aspect}
        purpose={purpose}
        title={t("image.cropTitle", { label })}
        onClose={closeCrop}
        onUploaded={(file) => {
          onChange(file);
          closeCrop();
        }}
      />
    </Input.Wrapper>
  );
}
