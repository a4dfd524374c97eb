import type {
  LessonBlockType,
  OrderState,
  PayerLessonStatus,
  PaymentState,
  PricingPlanType,
  QuizQuestionType,
} from "@sellwerk/domain";
import type { OrderLine } from "./orderTypes.ts";
import type { StoredFile } from "./catalogTypes.ts";

// Shapes of the payer area's API (contracts payer.ts, docs/api-payer.md) and of the buyer's
// order-token endpoints it shows (docs/api-checkout.md), camelCase as the client hands them out.

export interface PayerSeller {
  username: string;
  name: string;
}

export interface PayerOrderListItem {
  token: string;
  createdAt: string;
  seller: PayerSeller;
  product: { id: number; name: string; form: string };
  planForm: PricingPlanType;
  currency: string;
  totalAmount: number;
  paidAmount: number;
  unpaidAmount: number;
  state: OrderState;
  paymentState: PaymentState;
  nextDueAt: string | null;
}

/** GET /payer/orders/:token — the checkout's PublicOrder. */
export interface PayerOrder {
  token: string;
  state: OrderState;
  paymentState: PaymentState;
  seller: PayerSeller;
  product: { id: number; name: string; form: string; slug: string };
  planForm: PricingPlanType;
  currency: string;
  totalAmount: number;
  paidAmount: number;
  unpaidAmount: number;
  paymentMethod: string;
  testMode: boolean;
  payerEmail: string;
  rates: PayerOrderRate[];
  lines: OrderLine[];
  bankWire: { reference: string; accountHolder: string; iban: string; bic: string } | null;
  canCancel: boolean;
  canUpdatePaymentMethod: boolean;
}

export interface PayerOrderRate {
  number: number;
  dueAt: string;
  amount: number;
  state: string;
  paidAt: string | null;
}

// What an order delivered (GET /shop/orders/:token/deliveries, contracts fulfilment.ts) and its
// invoices (GET /shop/orders/:token/invoices, contracts billing.ts).

export interface DeliveredProductRef {
  id: number;
  name: string;
  form: string;
}

export interface DeliveredDownload {
  digitalId: number;
  product: DeliveredProductRef;
  filename: string;
  contentType: string;
  size: number;
  /** Signed and expiring; fetching the deliveries again gives fresh links. */
  url: string;
  expiresAt: string;
  downloadCount: number;
}

export interface DeliveredTicket {
  code: string;
  state: string;
  attendeeName: string;
  ticketType: string;
  event: { id: number; name: string; location: string; startsAt: string; endsAt: string };
  usedAt: string | null;
  pdfUrl: string;
}

export interface DeliveredLicenseKey {
  product: DeliveredProductRef;
  /** Empty while paused: the key is held back until the open rate is paid. */
  key: string;
  state: "assigned" | "paused" | "revoked";
}

export interface DeliveredCertificate {
  serial: string;
  product: DeliveredProductRef;
  holderName: string;
  issuedAt: string;
  state: "valid" | "revoked";
  pdfUrl: string;
  verifyUrl: string;
}

export interface DeliveredCourseAccess {
  product: DeliveredProductRef;
  startsAt: string;
  endsAt: string | null;
  state: CourseAccessState;
  signInUrl: string;
}

export interface DeliveredService {
  product: DeliveredProductRef;
  state: "open" | "done";
}

export interface OrderDeliveries {
  /**
   * waiting: not paid yet, or the delivery is still being prepared (ask again shortly); paused:
   * a rate is unpaid and the seller holds files, keys and courses back until it is paid.
   */
  status: "waiting" | "delivered" | "paused" | "revoked";
  /** The buyer's manage page, where an open rate is paid. */
  manageUrl: string;
  downloads: DeliveredDownload[];
  tickets: DeliveredTicket[];
  licenseKeys: DeliveredLicenseKey[];
  certificates: DeliveredCertificate[];
  courseAccesses: DeliveredCourseAccess[];
  services: DeliveredService[];
}

export interface OrderInvoice {
  id: number;
  number: string;
  kind: "invoice" | "credit_memo";
  issuedAt: string;
  currency: string;
  grossAmount: number;
  /** The credit memo's invoice. */
  referencesNumber: string | null;
  /** A corrected invoice: the invoice it replaces. */
  correctsNumber: string | null;
  /** An invoice cancelled for a correction: the credit memo that cancelled it. */
  cancelledByNumber: string | null;
  pdfUrl: string;
}

// --- courses ---

export type CourseAccessState = "active" | "upcoming" | "paused" | "ended";

export interface CourseAccess {
  state: CourseAccessState;
  startsAt: string;
  endsAt: string | null;
  /** Where a paused access is paid to open again; absent on a delivery's access. */
  manageUrl?: string | null;
}

export interface CourseProgress {
  completed: number;
  total: number;
}

export interface CourseProduct {
  id: number;
  name: string;
  form: string;
}

export interface PayerCourseItem {
  product: CourseProduct;
  seller: PayerSeller;
  access: CourseAccess;
  orderToken: string;
  progress: CourseProgress;
  includes: CourseProduct[];
}

export interface PayerLessonSummary {
  id: number;
  title: string;
  open: boolean;
  opensAt: string;
  status: PayerLessonStatus;
  blocksCount: number;
}

export interface PayerCourse {
  product: CourseProduct;
  seller: PayerSeller;
  access: CourseAccess;
  progress: CourseProgress;
  modules: { id: number; title: string; lessons: PayerLessonSummary[] }[];
}

export interface PayerLessonBlock {
  type: LessonBlockType;
  title: string;
  html?: string;
  url?: string | null;
  file?: StoredFile | null;
}

export interface LessonLink {
  id: number;
  title: string;
  open: boolean;
}

export interface PayerQuizQuestion {
  type: QuizQuestionType;
  question: string;
  /** The options' texts only: which are right is told once answered. */
  options: { text: string }[];
}

export interface QuizQuestionResult {
  /** Right or wrong (choice questions); null where the seller grades, or nothing is asked. */
  correct: boolean | null;
  correctOptions: number[];
  explanation: string;
  selected: number[];
  text: string;
}

export interface PayerQuiz {
  questions: PayerQuizQuestion[];
  result: { answers: QuizQuestionResult[]; graded: number; correct: number } | null;
}

/** One answer per question, in order: chosen option indexes, or an open question's text. */
export interface QuizAnswerInput {
  selected?: number[];
  text?: string;
}

export interface PayerLesson extends PayerLessonSummary {
  module: { id: number; title: string };
  content: PayerLessonBlock[];
  quiz: PayerQuiz;
  previous: LessonLink | null;
  next: LessonLink | null;
}
