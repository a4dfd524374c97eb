import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPlatform, type TestPlatform } from "./support/platform.ts";
import { call, signIn } from "./support/api.ts";
import { givenSellingSeller } from "./support/given-checkout.ts";
import {
  buy,
  givenContainer,
  givenDownload,
  givenEvent,
  givenLicenseKeyProduct,
  givenProductOf,
} from "./support/given-fulfilment.ts";

// What a seller reads off the money path: the product list's "Sold" column for products of
// every type with and without a limit, and each order's type (spec two §9).

// Concurrency runs for real on PostgreSQL; the embedded engine runs one transaction at a time.
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const BUYERS = onServer ? 60 : 10;

let t: TestPlatform;
let seller: Awaited<ReturnType<typeof givenSellingSeller>>;
let token: string;

beforeAll(async () => {
  t = await startTestPlatform();
  seller = await givenSellingSeller(t.deps);
  token = (await signIn(t.app, seller.email)).access_token;
});
afterAll(() => t.close());

/** The Sold and Reserved columns of the seller's product list. */
async function soldColumns(): Promise<Map<number, { sold: number; reserved: number }>> {
  const res = await call(t.app, "GET", "/cabinet/products", { token, query: { per: "100" } });
  expect(res.status).toBe(200);
  const rows = res.body.list as { id: number; sold_count: number; reserved_count: number }[];
  return new Map(rows.map((p) => [p.id, { sold: p.sold_count, reserved: p.reserved_count }]));
}

async function orderType(orderId: number): Promise<string> {
  const res = await call(t.app, "GET", `/cabinet/orders/${orderId}`, { token });
  expect(res.status).toBe(200);
  return res.body.order.order_type;
}

describe("the product list's Sold column", () => {
  it("counts paid sales of every product, with a limit or without, bumps and event seats included", async () => {
    const download = await givenDownload(t.deps, seller.id);
    const course = await givenProductOf(t.deps, seller.id, "course", {
      checkout: { order_bumps: [{ product_id: download.product.id, plan_id: null, text: "" }] },
    });
    const event = await givenEvent(t.deps, seller.id);
    const service = await givenProductOf(t.deps, seller.id, "service");
    const bundle = await givenContainer(t.deps, seller.id, "bundle", [service.product.id]);
    const keys = await givenLicenseKeyProduct(t.deps, seller.id, { keys: ["A-1", "A-2"] });
    const limited = await givenProductOf(t.deps, seller.id, "service", { limit: 10 });

    await buy(t, download);
    await buy(t, download);
    await buy(t, course, { bumps: [download.product.id] });
    await buy(t, course);
    await buy(t, event, { tickets: [{ ticket_type_id: event.ticketType.id, quantity: 3 }] });
    await buy(t, bundle);
    await buy(t, keys);
    await buy(t, limited);
    await buy(t, limited);
    // A declined card sells nothing.
    await buy(t, download, { card: "4000000000000002" });
    await buy(t, service, { card: "4000000000000002" });

    const sold = await soldColumns();
    expect(sold.get(download.product.id)).toEqual({ sold: 3, reserved: 0 });
    expect(sold.get(course.product.id)).toEqual({ sold: 2, reserved: 0 });
    expect(sold.get(event.product.id)).toEqual({ sold: 3, reserved: 0 });
    expect(sold.get(bundle.product.id)).toEqual({ sold: 1, reserved: 0 });
    // Delivered inside the bundle, not sold on its own.
    expect(sold.get(service.product.id)).toEqual({ sold: 0, reserved: 0 });
    expect(sold.get(keys.product.id)).toEqual({ sold: 1, reserved: 0 });
    // Counted once through its reservation, never a second time.
    expect(sold.get(limited.product.id)).toEqual({ sold: 2, reserved: 0 });
  });
});

describe("counting sales under load", () => {
  it(
    `counts ${BUYERS} concurrent purchases of a limited course with a license-key bump, none lost, none stuck`,
    {
      timeout: 300_000,
    },
    async () => {
      // The bump's row comes first by id: a checkout locks it before the course, and so must a
      // payment that counts the sale, or the two wait for each other.
      const bump = await givenLicenseKeyProduct(t.deps, seller.id, { format: "KEY-{alphanumeric:10}" });
      const course = await givenProductOf(t.deps, seller.id, "course", {
        limit: 10_000,
        checkout: { order_bumps: [{ product_id: bump.product.id, plan_id: null, text: "" }] },
      });
      await Promise.all(Array.from({ length: BUYERS }, () => buy(t, course, { bumps: [bump.product.id] })));
      const sold = await soldColumns();
      expect(sold.get(course.product.id)).toEqual({ sold: BUYERS, reserved: 0 });
      expect(sold.get(bump.product.id)).toEqual({ sold: BUYERS, reserved: 0 });
    },
  );
});

describe("the order type", () => {
  it(`counts ${BUYERS} concurrent purchases of one unlimited product, its count written last`, async () => {
    // The common order's sale is counted as the payment's last write (countLastSale): concurrent
    // buyers of one product update its row one after another, and none is lost.
    const download = await givenDownload(t.deps, seller.id);
    await Promise.all(Array.from({ length: BUYERS }, () => buy(t, download)));
    expect((await soldColumns()).get(download.product.id)).toEqual({ sold: BUYERS, reserved: 0 });
  });

  it("is bump with a bump, bundle for a bundle, standard otherwise", async () => {
    const ebook = await givenDownload(t.deps, seller.id);
    const withBump = await givenProductOf(t.deps, seller.id, "course", {
      checkout: { order_bumps: [{ product_id: ebook.product.id, plan_id: null, text: "" }] },
    });
    const bundle = await givenContainer(t.deps, seller.id, "bundle", [ebook.product.id], {
      checkout: { order_bumps: [{ product_id: ebook.product.id, plan_id: null, text: "" }] },
    });
    expect(await orderType((await buy(t, withBump, { bumps: [ebook.product.id] })).id)).toBe("bump");
    expect(await orderType((await buy(t, withBump)).id)).toBe("standard");
    expect(await orderType((await buy(t, bundle)).id)).toBe("bundle");
    expect(await orderType((await buy(t, bundle, { bumps: [ebook.product.id] })).id)).toBe("bump");
    expect(await orderType((await buy(t, ebook)).id)).toBe("standard");
  });
});
