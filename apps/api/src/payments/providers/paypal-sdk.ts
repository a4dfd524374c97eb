import type * as PayPal from "@paypal/paypal-server-sdk";
import { lazyImport } from "../../platform/lazy-import.ts";

/** The PayPal SDK's exports: its client, controllers, enums and errors. */
export type PayPalSdk = typeof PayPal;

/** Loaded on the first call that needs it (platform/lazy-import.ts): its import alone takes about half a second. */
export const loadPayPal = lazyImport((): Promise<PayPalSdk> => import("@paypal/paypal-server-sdk"));
