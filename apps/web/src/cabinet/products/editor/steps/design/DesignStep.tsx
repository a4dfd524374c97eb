import { useState } from "react";
import { Box, Grid, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  saveDesign,
  useDesign,
  type CertificateDesign,
  type Design,
  type TicketDesign,
} from "../../../../../api/catalogContent.ts";
import type { Product, StoredFile } from "../../../../../api/catalogTypes.ts";
import { StepFormFrame } from "../form/StepFormFrame.tsx";
import { useStepForm } from "../form/useStepForm.ts";
import type { StepProps } from "../registry.ts";
import { CertificateDesignFields, PAGE_ASPECT } from "./CertificateDesignFields.tsx";
import { PdfPreview } from "./PdfPreview.tsx";
import { TicketDesignFields } from "./TicketDesignFields.tsx";
import {
  ticketDesignPayload,
  toCertificateDesign,
  toTicketDesign,
  validateCertificateDesign,
  validateTicketDesign,
} from "./designForms.ts";

/** Step "design" of an event (the ticket) or a certificate, beside the PDF it produces. */
export function DesignStep(props: StepProps) {
  const { t } = useTranslation("catalogContent");
  const loaded = useDesign(props.product.id);
  if (!loaded.data) return <Loader aria-label={t("common:loading")} />;
  return <DesignForm {...props} files={loaded.data.files} />;
}

const toDesign = (product: Product): Design =>
  product.form === "event" ? toTicketDesign(product) : toCertificateDesign(product);

const validate = (design: Design) =>
  design.kind === "ticket" ? validateTicketDesign(design) : validateCertificateDesign(design);

const save = (design: Design, product: Product) =>
  saveDesign(product.id, product.version, design.kind === "ticket" ? ticketDesignPayload(design) : design);

/** Page proportions of the preview, so the PDF fills its frame. */
function aspectOf(design: Design): number {
  if (design.kind === "certificate") return PAGE_ASPECT[design.orientation];
  return design.layout === "compact" ? 148 / 105 : 210 / 297;
}

function DesignForm({ files: savedFiles, ...props }: StepProps & { files: StoredFile[] }) {
  const { t } = useTranslation("catalogContent");
  const form = useStepForm<Design>({ ...props, toForm: toDesign, validate, save });
  // Uploaded images by id, so the form shows the picture behind the id it holds.
  const [files, setFiles] = useState(() => new Map(savedFiles.map((f) => [f.id, f])));
  const remember = (file: StoredFile | null) => {
    if (file) setFiles((map) => new Map(map).set(file.id, file));
    return file?.id ?? null;
  };
  const design = form.values;
  const change = <D extends Design>(patch: Partial<D>) =>
    form.setValues((current) => ({ ...current, ...patch }));
  const fileOf = (id: number | null) => (id === null ? null : (files.get(id) ?? null));

  return (
    <Grid gap="xl">
      {/* The certificate's position table needs the room; its landscape preview reads well narrower. */}
      <Grid.Col span={{ base: 12, lg: design.kind === "certificate" ? 8 : 7 }}>
        <StepFormFrame
          title={t(design.kind === "ticket" ? "design.ticketTitle" : "design.certificateTitle")}
          description={t(design.kind === "ticket" ? "design.ticketIntro" : "design.certificateIntro")}
          form={form}
        >
          {design.kind === "ticket" ? (
            <TicketDesignFields
              design={design}
              logo={fileOf(design.logoFileId)}
              onChange={(patch) => change<TicketDesign>(patch)}
              onLogo={(file) => change<TicketDesign>({ logoFileId: remember(file) })}
              errorFor={form.errorFor}
            />
          ) : (
            <CertificateDesignFields
              design={design}
              background={fileOf(design.backgroundFileId)}
              onChange={(patch) => change<CertificateDesign>(patch)}
              onBackground={(file) => change<CertificateDesign>({ backgroundFileId: remember(file) })}
              errorFor={form.errorFor}
            />
          )}
        </StepFormFrame>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: design.kind === "certificate" ? 4 : 5 }}>
        <Box pos="sticky" top={16}>
          <PdfPreview
            productId={props.product.id}
            version={props.product.version}
            aspect={aspectOf(toDesign(props.product))}
          />
        </Box>
      </Grid.Col>
    </Grid>
  );
}
