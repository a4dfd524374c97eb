import { and, asc, eq, inArray } from "drizzle-orm";
import type { checkout } from "@sellwerk/contracts";
import {
  buyPriceAfterDiscount,
  planTotal,
  rateSchedule,
  type Locale,
  type PricingPlanType,
  type ProductDiscount,
  type SchedulePlanPrefs,
} from "@sellwerk/domain";
import type { Deps } from "../../platform/deps.ts";
import { events, pricingPlans, products, ticketTypes } from "../../catalog/index.ts";
import { productView } from "../../catalog/views/product.ts";
import { coupons } from "../tables.ts";
import { checkoutThemeFor } from "../themes.ts";
import { paymentOptions } from "../payment-options.ts";
import { sellerByUsername } from "../sellers.ts";

/**
 * The checkout page's view of a published product (docs/api-checkout.md): plans with their
 * schedules as bought now, the methods per plan, theme, bumps, events. Null when the seller or
 * the product does not exist or is not published: the page answers 404.
 */
export async function getCheckoutView(
  deps: Deps,
  p: { username: string; slug: string; locale: Locale; preview?: boolean },
): Promise<checkout.CheckoutView | null> {
  const seller = await sellerByUsername(deps.db, p.username);
  if (!seller) return null;
  const [row] = await deps.db
    .select()
    .from(products)
    .where(and(eq(products.sellerId, seller.id), eq(products.slug, p.slug)));
  if (!row) return null;
  // The seller's preview shows drafts too; buyers only ever see published products.
  if (!p.preview && (row.state !== "published" || row.archived)) return null;
  const now = deps.clock.now();
  const view = await productView(deps, deps.db, row, { depth: "full" });
  const [planRows, eventRows, theme, options, [couponRow]] = await Promise.all([
    deps.db
      .select()
      .from(pricingPlans)
      .where(and(eq(pricingPlans.productId, row.id), eq(pricingPlans.active, true)))
      .orderBy(asc(pricingPlans.position), asc(pricingPlans.id)),
    row.form === "event"
      ? deps.db
          .select()
          .from(events)
          .where(and(eq(events.productId, row.id), eq(events.active, true)))
          .orderBy(asc(events.position))
      : Promise.resolve([]),
    checkoutThemeFor(deps.db, seller.id, view.checkout.theme_id),
    paymentOptions(deps, deps.db, seller.id, view.checkout.payment_methods),
    deps.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.sellerId, seller.id), eq(coupons.active, true)))
      .limit(1),
  ]);
  const tickets = eventRows.length
    ? await deps.db
        .select()
        .from(ticketTypes)
        .where(
          and(
            inArray(
              ticketTypes.eventId,
              eventRows.map((e) => e.id),
            ),
            eq(ticketTypes.active, true),
          ),
        )
        .orderBy(asc(ticketTypes.position))
    : [];
  const discount = row.discount as ProductDiscount | null;
  const afterDiscount = (amount: number) => buyPriceAfterDiscount(amount, { free: row.free, discount });

  const plans: checkout.CheckoutPlan[] = row.free
    ? []
    : planRows.map((plan) => {
        const form = plan.form as PricingPlanType;
        const prefs = plan.prefs as SchedulePlanPrefs;
        const schedule = rateSchedule(form, prefs, now, { amountFor: (_, a) => afterDiscount(a) });
        const subscription = form === "subscription";
        return {
          id: plan.id,
          name: plan.name,
          form,
          currency: plan.currency,
          schedule: schedule.map((r) => ({
            number: r.number,
            due_at: r.dueAt.toISOString(),
            amount: r.amount,
          })),
          recurring:
            subscription && prefs.interval
              ? {
                  amount: afterDiscount(prefs.nextAmount ?? 0),
                  interval_unit: prefs.interval.unit,
                  interval_count: prefs.interval.count,
                }
              : null,
          trial_days: prefs.trialDays ?? 0,
          total: subscription ? null : schedule.reduce((sum, r) => sum + r.amount, 0),
          total_before_discount: subscription ? null : planTotal(prefs),
          payment_methods: options.forPlan(form).map((m) => m.method),
          recommended: plan.recommended,
        };
      });

  const bumps = view.checkout.order_bumps.length
    ? await Promise.all(
        view.checkout.order_bumps.map(async (bump) => {
          const [bumpRow] = await deps.db.select().from(products).where(eq(products.id, bump.product_id));
          if (!bumpRow || bumpRow.sellerId !== seller.id || bumpRow.state !== "published" || bumpRow.archived)
            return null;
          const bumpView = await productView(deps, deps.db, bumpRow, { depth: "full" });
          // A sold-out bump (its limit, an empty key pool) would only fail the purchase.
          if (bumpView.is_sold_out) return null;
          const plan =
            bumpView.pricing_plans.find((pl) => pl.id === bump.plan_id) ??
            bumpView.pricing_plans.find((pl) => pl.active && pl.form === "one_time");
          if (!bumpRow.free && !plan) return null;
          const price = bumpRow.free ? 0 : (plan?.prefs.price ?? 0);
          return {
            product_id: bumpRow.id,
            name: bumpRow.name,
            text: bump.text,
            amount: buyPriceAfterDiscount(price, {
              free: bumpRow.free,
              discount: bumpRow.discount as ProductDiscount | null,
            }),
            currency: plan?.currency ?? bumpRow.currency,
            cover_url: bumpView.cover?.url ?? null,
          };
        }),
      )
    : [];

  const currency = planRows[0]?.currency ?? row.currency;
  return {
    seller: { id: seller.id, username: seller.username, name: seller.name },
    product: {
      id: row.id,
      slug: row.slug,
      name: row.name,
      form: row.form,
      description: row.description,
      short_description: row.shortDescription,
      cover_url: view.cover?.url ?? null,
      banner_url: view.banner?.url ?? null,
      free: row.free,
      currency,
      sold_out: view.is_sold_out,
      can_buy:
        view.can_be_sold_via_shop ||
        view.not_ready_reasons.every((r) => r === "has_access_password" || r === "not_reviewed"),
      password_required: row.accessPassword !== null && row.accessPassword !== "",
      terms: view.pages.terms,
      cancellation_terms_url: `/s/${seller.username}/document/cancellation_terms?ct_id=${row.id}&product_type=${row.form}`,
      events: eventRows.map((e) => ({
        id: e.id,
        name: e.name,
        starts_at: e.startsAt.toISOString(),
        ends_at: e.endsAt.toISOString(),
        location: e.location,
        ticket_types: tickets
          .filter((t) => t.eventId === e.id)
          .map((t) => {
            const available = t.quota === null ? null : Math.max(0, t.quota - t.soldCount - t.reservedCount);
            return {
              id: t.id,
              name: t.name,
              free: t.free,
              price: t.price,
              available,
              sold_out: available === 0,
            };
          }),
      })),
    },
    plans,
    order_bumps: bumps.filter((b): b is NonNullable<typeof b> => b !== null && b.currency === currency),
    order_bump_position: view.checkout.order_bump_position,
    methods: options.methods.map((m) => ({
      method: m.method,
      provider: m.provider,
      client_config: m.clientConfig,
    })),
    layout: view.checkout.layout === "default" ? theme.layout : view.checkout.layout,
    theme: theme.theme,
    trust_seals: theme.trustSeals,
    buyer_include_type: theme.buyerIncludeType,
    coupons_enabled: couponRow !== undefined,
    test_mode: options.methods.some((m) => m.testMode),
    preview: p.preview === true,
  };
}
