import { eq } from "drizzle-orm";
import { seedDemoSales } from "./checkout.ts";
import { seedDemoAffiliates } from "./affiliates.ts";
import type { ProfileType } from "@sellwerk/domain";
import type { Deps } from "../platform/deps.ts";
import { randomToken } from "../platform/auth/tokens.ts";
import { platformSettings } from "../platform/db/tables.ts";
import { hashPassword, profiles, teamMemberships, users } from "../identity/index.ts";
import { DEMO_PRODUCTS, seedCatalog, seedPowerSellerCatalog } from "./catalog.ts";
import { coverImage, demoImage, seedCatalogFiles, uploadImage } from "./catalog-files.ts";
import {
  seedCertificateContent,
  seedCourseContent,
  seedEventContent,
  seedTicketDesign,
} from "./catalog-content.ts";

export const DEMO_PASSWORD = "sellwerk-demo";

interface DemoUser {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  profile: ProfileType;
  /** How the printed sign-ins name the account when its profile type does not say it all. */
  label?: string;
  powerSeller?: boolean;
  locale?: "en" | "de";
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: "seller@sellwerk.test",
    username: "demo-seller",
    firstName: "Sam",
    lastName: "Seller",
    profile: "seller",
  },
  {
    email: "power-seller@sellwerk.test",
    username: "power-seller",
    firstName: "Paula",
    lastName: "Power",
    profile: "seller",
    label: "power seller",
    powerSeller: true,
    locale: "de",
  },
  {
    email: "publisher@sellwerk.test",
    username: "demo-publisher",
    firstName: "Pia",
    lastName: "Publisher",
    profile: "publisher",
  },
  {
    email: "team@sellwerk.test",
    username: "demo-team",
    firstName: "Tom",
    lastName: "Team",
    profile: "team_member",
  },
  {
    email: "payer@sellwerk.test",
    username: "demo-payer",
    firstName: "Pat",
    lastName: "Payer",
    profile: "payer",
  },
  {
    email: "manager@sellwerk.test",
    username: "demo-manager",
    firstName: "Mia",
    lastName: "Manager",
    profile: "manager",
  },
];

/**
 * Demo users on first run (later issues add their data here). Runs once per database: a marker
 * row records it, so a seller who deletes demo data does not get it back on the next start.
 */
export async function seedDemo(deps: Deps): Promise<boolean> {
  const [done] = await deps.db.select().from(platformSettings).where(eq(platformSettings.key, "demo_seeded"));
  if (done) return false;
  // The password's hash first: it shares libuv's threads with the images, and the users wait for it.
  const hashed = hashPassword(DEMO_PASSWORD);
  // The images need nothing from the database: drawn on sharp's threads from here on, while this
  // thread writes the users and the catalog (they are the longest part of a first start).
  const images = drawDemoImages();
  images.catch(() => undefined); // awaited by the catalog; a failure meanwhile must not go unhandled
  const passwordHash = await hashed;
  const sellerIds = await deps.db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const u of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          email: u.email,
          username: u.username,
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          locale: u.locale ?? "en",
          powerSeller: u.powerSeller ?? false,
          emailConfirmedAt: deps.clock.now(),
          unsubscribeToken: randomToken(24),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) continue;
      ids.set(u.username, row.id);
      await tx.insert(profiles).values({ userId: row.id, type: u.profile });
    }
    const seller = ids.get("demo-seller");
    const team = ids.get("demo-team");
    if (seller && team)
      await tx.insert(teamMemberships).values({ sellerId: seller, memberId: team, role: "team_member" });
    return { seller, power: ids.get("power-seller"), publisher: ids.get("demo-publisher") };
  });
  if (sellerIds.seller) await seedDemoCatalog(deps, sellerIds.seller, sellerIds.publisher, images);
  if (sellerIds.power) await seedPowerSellerCatalog(deps, sellerIds.power);
  // The marker comes last: a start that died half-way seeds again instead of leaving half a demo.
  await deps.db.insert(platformSettings).values({ key: "demo_seeded", value: new Date().toISOString() });
  return true;
}

/**
 * One published product of each type with covers, plans, files, keys, lessons, an event and
 * designs, its sales, and its affiliate program with the demo publisher's sales.
 */
async function seedDemoCatalog(
  deps: Deps,
  sellerId: number,
  publisherId: number | undefined,
  drawn: DemoImages,
): Promise<void> {
  // The images are uploaded (and cut into variants on sharp's threads) while this thread writes
  // the catalog, instead of after it.
  const images = uploadDemoImages(deps, sellerId, drawn);
  images.catch(() => undefined); // awaited below; a failure meanwhile must not go unhandled
  const ids = await seedCatalog(deps, sellerId);
  const { covers, ticketLogo, certificateBackground } = await images;
  await seedCatalogFiles(deps, sellerId, ids, covers);
  await seedCourseContent(deps.db, ids.course);
  await seedEventContent(deps.db, ids.event, deps.clock.now());
  await seedTicketDesign(deps.db, ids.event, ticketLogo);
  await seedCertificateContent(deps.db, ids.certificate, certificateBackground);
  await seedDemoSales(deps, sellerId, ids);
  if (publisherId) await seedDemoAffiliates(deps, sellerId, publisherId, ids);
}

type DemoImages = ReturnType<typeof drawDemoImages>;

/** The demo catalog's images: a cover for each product, the ticket logo, the certificate background. */
function drawDemoImages() {
  return Promise.all([
    Promise.all(DEMO_PRODUCTS.map((p, index) => coverImage(p.name, index))),
    demoImage("S", "#2f4a8a"),
    demoImage("", "#f4efe2"),
  ]);
}

/** Uploads the drawn images together; answers the covers by product form and the designs' file ids. */
async function uploadDemoImages(deps: Deps, sellerId: number, drawn: DemoImages) {
  const [covers, logo, background] = await drawn;
  const [coverIds, ticketLogo, certificateBackground] = await Promise.all([
    Promise.all(covers.map((image) => uploadImage(deps, sellerId, "cover", image))),
    uploadImage(deps, sellerId, "ticket_logo", logo),
    uploadImage(deps, sellerId, "certificate_background", background),
  ]);
  const byForm = Object.fromEntries(DEMO_PRODUCTS.map((p, index) => [p.form, coverIds[index]!]));
  return { covers: byForm, ticketLogo, certificateBackground };
}
