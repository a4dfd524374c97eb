import type { ComponentType } from "react";
import type { Product, StepKey } from "../../../../api/catalogTypes.ts";
import { AdvancedStep } from "./advanced/AdvancedStep.tsx";
import { CheckoutStep } from "./checkout/CheckoutStep.tsx";
import { DeliveryStep } from "./delivery/DeliveryStep.tsx";
import { DetailsStep } from "./details/DetailsStep.tsx";
import { PagesStep } from "./pages/PagesStep.tsx";
import { UpsellStep } from "./upsell/UpsellStep.tsx";
import { FileUploadStep } from "./fileUpload/FileUploadStep.tsx";
import { LicenseKeysStep } from "./licenseKeys/LicenseKeysStep.tsx";
import { IncludedProductsStep } from "./includedProducts/IncludedProductsStep.tsx";
import { ContentStep } from "./content/ContentStep.tsx";
import { TicketDetailsStep } from "./ticketDetails/TicketDetailsStep.tsx";
import { DesignStep } from "./design/DesignStep.tsx";
import { KeysDetailsStep } from "./keysDetails/KeysDetailsStep.tsx";

// The editor's step components by step key. Each step loads what it needs, saves through the
// API with the product's `version`, hands the saved product to `onSaved` and reports unsaved
// changes through `registerDirty` (the editor warns before leaving and on Next/Back).

export interface StepProps {
  product: Product;
  onSaved: (product: Product) => void;
  registerDirty: (dirty: boolean) => void;
}

export const STEP_COMPONENTS: Partial<Record<StepKey, ComponentType<StepProps>>> = {
  details: DetailsStep,
  checkout: CheckoutStep,
  upsell: UpsellStep,
  delivery: DeliveryStep,
  pages: PagesStep,
  advanced: AdvancedStep,
  file_upload: FileUploadStep,
  license_keys: LicenseKeysStep,
  products: IncludedProductsStep,
  content: ContentStep,
  ticket_details: TicketDetailsStep,
  design: DesignStep,
  keys_details: KeysDetailsStep,
};
