import type { fulfilment } from "@sellwerk/contracts";
import type { OrderState } from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { findOrderByToken, type OrderRow } from "../../orders/repository.ts";
import { sellerById } from "../../checkout/sellers.ts";
import {
  certificatesOf,
  courseAccessesOf,
  type DeliveryRow,
  deliveriesOf,
  digitalsOf,
  isDeliverable,
  KEPT_STATES,
  licenseKeysOf,
  productsByIds,
  sellerTasksOf,
  ticketsOf,
} from "../repository.ts";
import { deliveryTargets } from "../targets.ts";
import { downloadExpiry, managePagePath } from "../links.ts";
import {
  accessView,
  certificateView,
  downloadView,
  productRef,
  serviceView,
  ticketView,
} from "../views/deliveries.ts";

/**
 * waiting until paid and every product delivered; revoked once refunded or cancelled, or when
 * everything was revoked (a chargeback leaves a closed order closed); paused while an unpaid
 * rate holds files, keys and access back.
 */
async function statusOf(
  deps: Deps,
  order: OrderRow,
  rows: readonly DeliveryRow[],
): Promise<fulfilment.Deliveries["status"]> {
  if (order.state === "draft" || order.state === "ready") return "waiting";
  if (order.state === "refunded" || order.state === "cancelled") return "revoked";
  if (rows.length > 0 && rows.every((r) => r.state === "revoked")) return "revoked";
  if (rows.some((r) => r.state === "paused")) return "paused";
  if (isDeliverable(order) && rows.length < (await deliveryTargets(deps.db, order)).length) return "waiting";
  return "delivered";
}

const DELIVERY_VIEW_STATE: Record<string, fulfilment.Deliveries["products"][number]["state"]> = {
  delivered: "delivered",
  paused: "paused",
  revoked: "revoked",
};

/**
 * What an order gave, for the buyer holding its token (and the server-rendered deliveries page):
 * fresh signed download links on every call, tickets, keys, certificates, course access and
 * services. Null for an unknown token.
 */
export async function showDeliveries(deps: Deps, token: string): Promise<fulfilment.Deliveries | null> {
  const order = await findOrderByToken(deps.db, token);
  if (!order) return null;
  const seller = await sellerById(deps.db, order.sellerId);
  if (!seller) return null;
  const now = deps.clock.now();
  const rows = await deliveriesOf(deps.db, order.id);
  const [tickets, keys, certificates, accesses, tasks] = await Promise.all([
    ticketsOf(deps.db, order.id),
    licenseKeysOf(deps.db, order.id),
    certificatesOf(deps.db, order.id),
    courseAccessesOf(deps.db, order.id),
    sellerTasksOf(deps.db, order.id),
  ]);
  const products = await productsByIds(deps.db, [
    order.productId,
    ...rows.map((r) => r.productId),
    ...keys.map((k) => k.productId),
    ...certificates.map((c) => c.productId),
    ...accesses.map((a) => a.productId),
    ...tasks.map((t) => t.productId),
  ]);
  const product = (id: number) => products.get(id)!;
  // Files only while the order is kept and the download was delivered, not revoked.
  const kept = KEPT_STATES.includes(order.state as OrderState);
  const downloadIds = rows
    .filter((r) => kept && r.state === "delivered" && product(r.productId).form === "download")
    .map((r) => r.productId);
  const digitals = await digitalsOf(deps.db, order.id, downloadIds);
  const expiresAt = downloadExpiry(now);
  // A key of a paused product is held back with it: the buyer sees it is there, not what it is.
  const paused = new Set(rows.filter((r) => r.state === "paused").map((r) => r.productId));
  return {
    order: {
      token: order.token,
      state: order.state as OrderState,
      product_name: product(order.productId).name,
      seller: { username: seller.username, name: seller.name },
    },
    status: await statusOf(deps, order, rows),
    manage_url: managePagePath(seller.username, order.token),
    products: rows.map((r) => ({
      ...productRef(product(r.productId)),
      state: DELIVERY_VIEW_STATE[r.state] ?? "pending",
      delivered_at: r.deliveredAt?.toISOString() ?? null,
    })),
    downloads: digitals.map((d) =>
      downloadView(deps.urlSigner, order.id, d, product(d.productId), expiresAt),
    ),
    tickets: tickets.map((t) => ticketView(order.token, t, now)),
    license_keys: keys.map((k) =>
      k.state === "revoked"
        ? { product: productRef(product(k.productId)), key: k.key, state: "revoked" as const }
        : paused.has(k.productId)
          ? { product: productRef(product(k.productId)), key: "", state: "paused" as const }
          : { product: productRef(product(k.productId)), key: k.key, state: "assigned" as const },
    ),
    certificates: certificates.map((c) =>
      certificateView(deps.config.publicUrl, order.token, c, product(c.productId)),
    ),
    course_accesses: accesses.map((a) => accessView(a, product(a.productId), seller.username, now)),
    services: tasks.map((t) => serviceView(t, product(t.productId))),
  };
}
