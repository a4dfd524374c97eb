import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { AspectRatio, Box, Slider, Stack, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { cropBox, dragView, MAX_ZOOM, zoomView, type CropView, type Size } from "./cropMath.ts";

export interface ImageCropperProps {
  src: string;
  image: Size;
  aspect: number;
  view: CropView;
  onChange: (view: CropView) => void;
}

/** Drag (or arrow keys) to move, slider to zoom: the frame shows exactly what will be kept. */
export function ImageCropper({ src, image, aspect, view, onChange }: ImageCropperProps) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const drag = useRef<{ x: number; y: number } | null>(null);
  const box = cropBox(image, aspect, view);
  const scale = width > 0 ? width / box.w : 0;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || scale === 0) return;
    const dx = event.clientX - drag.current.x;
    const dy = event.clientY - drag.current.y;
    drag.current = { x: event.clientX, y: event.clientY };
    onChange(dragView(image, aspect, view, dx, dy, scale));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = Math.max(1, Math.round(box.w * 0.05)) * scale;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[event.key];
    if (!move || scale === 0) return;
    event.preventDefault();
    onChange(dragView(image, aspect, view, move[0], move[1], scale));
  };

  return (
    <Stack gap="sm">
      <AspectRatio ratio={aspect} maw={480} w="100%" mx="auto">
        <Box
          ref={ref}
          role="group"
          tabIndex={0}
          aria-label={t("image.cropArea")}
          pos="relative"
          style={{
            overflow: "hidden",
            cursor: "move",
            touchAction: "none",
            borderRadius: 8,
            background: "#222",
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onKeyDown={onKeyDown}
        >
          {scale > 0 && (
            <img
              src={src}
              alt=""
              draggable={false}
              style={{
                position: "absolute",
                maxWidth: "none",
                width: image.w * scale,
                height: image.h * scale,
                left: -box.x * scale,
                top: -box.y * scale,
                userSelect: "none",
              }}
            />
          )}
        </Box>
      </AspectRatio>
      <Text size="xs" c="dimmed" ta="center">
        {t("image.cropHelp")}
      </Text>
      <Slider
        min={1}
        max={MAX_ZOOM}
        step={0.05}
        value={view.zoom}
        onChange={(zoom) => onChange(zoomView(image, aspect, view, zoom))}
        label={null}
        thumbProps={{ "aria-label": t("image.zoom") }}
      />
    </Stack>
  );
}
