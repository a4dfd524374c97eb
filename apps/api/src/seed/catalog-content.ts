import { eq } from "drizzle-orm";
import { TICKET_DEFAULT_LIMITS } from "@sellwerk/domain";
import { course, designs } from "@sellwerk/contracts";
import type { Executor } from "../platform/db/client.ts";
import { courseModules, events, lessons, products, ticketTypes } from "../catalog/index.ts";
import { sanitizeLessonHtml } from "../catalog/lesson-html.ts";

// Demo content for the demo seller's course, event and certificate products (issue 3). Every
// piece goes through the same schemas the API validates with, so the demo shows what a seller
// could have entered. The caller creates the products and runs these in its seed transaction.

interface DemoLesson {
  title: string;
  status: "published" | "pending";
  dripDays?: number;
  content: course.LessonBlockInput[];
  quiz?: unknown[];
}

const DEMO_COURSE: { title: string; lessons: DemoLesson[] }[] = [
  {
    title: "Getting started",
    lessons: [
      {
        title: "Welcome to the course",
        status: "published",
        content: [
          {
            type: "text",
            title: "",
            html: "<h2>Welcome!</h2><p>In this course you learn to sell your <strong>first digital product</strong>.</p><ul><li>Set up your shop</li><li>Create a product</li><li>Publish it</li></ul>",
          },
          {
            type: "video",
            title: "Intro video",
            url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
            file_id: null,
          },
        ],
      },
      {
        title: "Your first product",
        status: "published",
        content: [
          {
            type: "text",
            title: "",
            html: "<p>Pick one thing you know well and describe it in one sentence. That sentence becomes your product's description.</p>",
          },
        ],
        quiz: [
          {
            type: "select_box",
            question: "Which step comes first?",
            options: [
              { text: "Set up your shop", correct: true },
              { text: "Publish the product", correct: false },
            ],
          },
          {
            type: "checkbox",
            question: "What does a product need before it can be sold?",
            options: [
              { text: "A pricing plan", correct: true },
              { text: "A payment method", correct: true },
              { text: "A logo", correct: false },
            ],
          },
          {
            type: "open_question",
            question: "Describe your product in one sentence.",
            explanation: "Short and concrete.",
          },
        ],
      },
    ],
  },
  {
    title: "Growing your sales",
    lessons: [
      {
        title: "Order bumps and upsells",
        status: "published",
        dripDays: 7,
        content: [
          {
            type: "text",
            title: "",
            html: "<p>An order bump adds a small offer to the checkout; an upsell follows the purchase.</p>",
          },
          { type: "video", title: "Walkthrough", url: "https://vimeo.com/76979871", file_id: null },
        ],
        quiz: [{ type: "service", question: "Try both on your own product before the next lesson." }],
      },
      {
        title: "Affiliate programs",
        status: "pending",
        content: [
          {
            type: "text",
            title: "",
            html: "<p>Next step: let publishers sell for you through an affiliate program.</p>",
          },
        ],
      },
    ],
  },
];

/** Two modules of two lessons each: text, video links and a quiz with every question type. */
export async function seedCourseContent(
  ex: Executor,
  productId: number,
): Promise<{ moduleIds: number[]; lessonIds: number[] }> {
  const moduleIds: number[] = [];
  const lessonIds: number[] = [];
  for (const [position, demoModule] of DEMO_COURSE.entries()) {
    const [moduleRow] = await ex
      .insert(courseModules)
      .values({ productId, title: demoModule.title, position })
      .returning({ id: courseModules.id });
    moduleIds.push(moduleRow!.id);
    for (const [index, lesson] of demoModule.lessons.entries()) {
      const content = course.lessonBlockInput
        .array()
        .parse(lesson.content)
        .map((block) => (block.type === "text" ? { ...block, html: sanitizeLessonHtml(block.html) } : block));
      const [lessonRow] = await ex
        .insert(lessons)
        .values({
          productId,
          moduleId: moduleRow!.id,
          title: lesson.title,
          position: index,
          status: lesson.status,
          dripDays: lesson.dripDays ?? null,
          content,
          quiz: course.quizQuestionInput.array().parse(lesson.quiz ?? []),
        })
        .returning({ id: lessons.id });
      lessonIds.push(lessonRow!.id);
    }
  }
  return { moduleIds, lessonIds };
}

const DAY = 86400_000;

/**
 * One event eight weeks ahead (18:00–22:00 UTC) with sales closing at its start, and two ticket
 * types with the spec's default quotas: a paid one (45) and a VIP one (75).
 */
export async function seedEventContent(
  ex: Executor,
  productId: number,
  now: Date,
): Promise<{ eventId: number; ticketTypeIds: number[] }> {
  const startsAt = new Date(Math.floor(now.getTime() / DAY) * DAY + 56 * DAY + 18 * 3600_000);
  const [event] = await ex
    .insert(events)
    .values({
      productId,
      name: "Sellwerk Live: Selling digital products",
      location: "Kulturbrauerei, Schönhauser Allee 36, 10435 Berlin",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 4 * 3600_000),
      salesStartAt: now,
      salesEndAt: startsAt,
    })
    .returning({ id: events.id });
  const [standard, vip] = TICKET_DEFAULT_LIMITS;
  const rows = await ex
    .insert(ticketTypes)
    .values([
      { eventId: event!.id, name: "Standard", price: 4900, quota: standard, position: 0 },
      { eventId: event!.id, name: "VIP", price: 12900, quota: vip, position: 1 },
    ])
    .returning({ id: ticketTypes.id });
  return { eventId: event!.id, ticketTypeIds: rows.map((r) => r.id) };
}

/** The event's ticket design; pass an uploaded image of the seller as logo, or none. */
export async function seedTicketDesign(
  ex: Executor,
  productId: number,
  logoFileId: number | null = null,
): Promise<void> {
  const design = designs.ticketDesign.parse({
    kind: "ticket",
    logo_file_id: logoFileId,
    colors: { primary: "#5f3dc4", background: "#ffffff", text: "#212529" },
    headline: "Admission ticket",
    info_text: "Doors open at 17:30. Show this ticket on your phone or printed at the entrance.",
    terms: "Tickets are personal. No refunds except when the event is cancelled.",
  });
  await ex.update(products).set({ design }).where(eq(products.id, productId));
}

/** The certificate's keys details and design; pass an uploaded image of the seller as background, or none. */
export async function seedCertificateContent(
  ex: Executor,
  productId: number,
  backgroundFileId: number | null = null,
): Promise<void> {
  const typeSettings = designs.certificateSettings.parse({
    title: "Certificate of completion",
    custom_text: "This certifies that",
    validity_text: "Issued by Sellwerk Demo. Verify it with its number.",
    serial_prefix: "SWD",
    serial_format: "prefix_year_number",
  });
  const design = designs.certificateDesign.parse({
    kind: "certificate",
    background_file_id: backgroundFileId,
    text_color: "#1b2a4a",
    positions: { buyer_name: { font: "times_roman_bold", size: 34 } },
  });
  await ex.update(products).set({ typeSettings, design }).where(eq(products.id, productId));
}
