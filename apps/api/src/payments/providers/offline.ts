import type { PaymentProvider } from "./provider.ts";

// Providers that move no money through an API: a bank wire is paid by the buyer's own transfer
// (the order shows the reference; the seller marks it paid when it arrives), and a free product
// or a fully discounted order needs no payment at all.

export const bankWireProvider: PaymentProvider = {
  name: "bank_wire",
  isTestMode: () => false,
  clientConfig: () => ({}),
  charge: async (request) => ({ status: "processing", providerRef: `bw_${request.paymentId}` }),
  // Nothing to ask anyone: the transfer is recorded when the seller marks the order paid.
  retrieve: async (chargeRef) => ({ status: "processing", providerRef: chargeRef }),
  // A bank-wire refund is the seller's own transfer back; we record it as done.
  refund: async (request) => ({ status: "succeeded", providerRef: `bw_re_${request.paymentId}` }),
  // No provider takes the money: a transfer without its reference is matched by the seller.
  findCharge: async () => null,
};

export const freeProvider: PaymentProvider = {
  name: "free",
  isTestMode: () => false,
  clientConfig: () => ({}),
  charge: async (request) => ({ status: "succeeded", providerRef: `free_${request.paymentId}`, fee: 0 }),
  retrieve: async (chargeRef) => ({ status: "succeeded", providerRef: chargeRef, fee: 0 }),
  refund: async (request) => ({ status: "succeeded", providerRef: `free_re_${request.paymentId}` }),
  findCharge: async () => null,
};
