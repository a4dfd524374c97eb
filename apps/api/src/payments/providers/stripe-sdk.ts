import type Stripe from "stripe";
import { lazyImport } from "../../platform/lazy-import.ts";

/** The Stripe SDK, loaded on the first call that needs it (platform/lazy-import.ts). */
export const loadStripe = lazyImport(async (): Promise<typeof Stripe> => (await import("stripe")).default);
