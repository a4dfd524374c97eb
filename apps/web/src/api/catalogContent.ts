import { useQuery } from "@tanstack/react-query";
import type {
  CertificateDataField,
  CertificateFont,
  CertificateOrientation,
  CertificatePlacedField,
  CertificateSerialFormat,
  CoursePublishState,
  LessonBlockType,
  QuizQuestionType,
  SellerLessonStatus,
  TextAlign,
  TicketLayout,
} from "@sellwerk/domain";
import type { Product, StoredFile } from "./catalogTypes.ts";
import { api } from "./instance.ts";
import { fetchBytes } from "./bytes.ts";
import { PRODUCTS_PATH } from "./products.ts";

// Course content, events and designs of a product (docs/api-catalog.md, "Course content, events,
// designs"), camelCase as the client hands them out. Every write names the product version it
// edited and answers the next one.

export interface LessonBlock {
  type: LessonBlockType;
  title: string;
  html?: string;
  url?: string | null;
  fileId?: number | null;
  file?: StoredFile | null;
}

export interface QuizOption {
  text: string;
  correct: boolean;
}

export interface QuizQuestion {
  type: QuizQuestionType;
  question: string;
  options: QuizOption[];
  explanation: string;
}

export interface LessonSummary {
  id: number;
  moduleId: number;
  title: string;
  position: number;
  status: SellerLessonStatus;
  dripDays: number | null;
  dripDate: string | null;
  blocksCount: number;
  questionsCount: number;
}

export interface Lesson extends LessonSummary {
  content: LessonBlock[];
  quiz: QuizQuestion[];
}

export interface CourseModule {
  id: number;
  title: string;
  position: number;
  lessons: LessonSummary[];
}

export interface CourseTree {
  list: CourseModule[];
  publishState: CoursePublishState;
  productVersion: number;
}

export interface TicketType {
  id: number;
  eventId: number;
  name: string;
  free: boolean;
  price: number;
  currency: string;
  quota: number | null;
  soldCount: number;
  reservedCount: number;
  available: number | null;
  active: boolean;
  position: number;
}

export interface EventItem {
  id: number;
  name: string;
  location: string;
  startsAt: string;
  endsAt: string;
  salesStartAt: string | null;
  salesEndAt: string | null;
  active: boolean;
  position: number;
  ticketTypes: TicketType[];
}

export interface EventsList {
  list: EventItem[];
  activeTicketsCount: number;
  productVersion: number;
}

export interface TicketDesign {
  kind: "ticket";
  layout: TicketLayout;
  logoFileId: number | null;
  colors: { primary: string; background: string; text: string };
  headline: string;
  infoText: string;
  terms: string;
  showPrice: boolean;
}

export interface FieldPlacement {
  x: number;
  y: number;
  size: number;
  font: CertificateFont;
  align: TextAlign;
}

/** Field keys arrive camelCased from the client ("buyerName"); the form works with them as they come. */
export type PlacedFieldKey = CamelCase<CertificatePlacedField>;
type CamelCase<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<CamelCase<T>>}` : S;

export interface CertificateDesign {
  kind: "certificate";
  orientation: CertificateOrientation;
  backgroundFileId: number | null;
  textColor: string;
  positions: Record<PlacedFieldKey, FieldPlacement>;
}

export type Design = TicketDesign | CertificateDesign;

export interface DesignAnswer {
  design: Design;
  files: StoredFile[];
  productVersion: number;
}

export interface KeysDetails {
  fields: CertificateDataField[];
  title: string;
  customText: string;
  validityText: string;
  serialPrefix: string;
  serialFormat: CertificateSerialFormat;
}

export interface KeysDetailsAnswer {
  keysDetails: KeysDetails;
  serialExample: string;
  productVersion: number;
}

const productPath = (id: number) => `${PRODUCTS_PATH}/${id}`;
const quiet = { suppressErrors: true } as const;
const ifMatch = (version: number) => ({ ...quiet, headers: { "If-Match": String(version) } });

export const courseKey = (productId: number) => [PRODUCTS_PATH, "course", productId] as const;
export const lessonKey = (productId: number, lessonId: number) =>
  [PRODUCTS_PATH, "lesson", productId, lessonId] as const;
export const eventsKey = (productId: number) => [PRODUCTS_PATH, "events", productId] as const;
export const designKey = (productId: number) => [PRODUCTS_PATH, "design", productId] as const;
export const keysDetailsKey = (productId: number) => [PRODUCTS_PATH, "keys_details", productId] as const;

// Course content

export function useCourse(productId: number) {
  return useQuery({
    queryKey: courseKey(productId),
    queryFn: ({ signal }) => api.get<CourseTree>(`${productPath(productId)}/course_modules`, { signal }),
  });
}

export function useLesson(productId: number, lessonId: number | null) {
  return useQuery({
    queryKey: lessonKey(productId, lessonId ?? 0),
    queryFn: ({ signal }) =>
      api
        .get<{ lesson: Lesson; productVersion: number }>(`${productPath(productId)}/lessons/${lessonId}`, {
          signal,
        })
        .then((r) => r.lesson),
    enabled: lessonId !== null,
  });
}

type Versioned<T> = T & { productVersion: number };
export type LessonChanges = Partial<
  Pick<Lesson, "title" | "moduleId" | "status" | "dripDays" | "dripDate" | "quiz">
> & {
  content?: Omit<LessonBlock, "file">[];
};

export const courseApi = {
  addModule: (productId: number, version: number, title: string) =>
    api.post<Versioned<{ module: CourseModule }>>(
      `${productPath(productId)}/course_modules`,
      { version, title },
      quiet,
    ),
  renameModule: (productId: number, version: number, moduleId: number, title: string) =>
    api.patch<Versioned<{ module: CourseModule }>>(
      `${productPath(productId)}/course_modules/${moduleId}`,
      { version, title },
      quiet,
    ),
  removeModule: (productId: number, version: number, moduleId: number) =>
    api.delete<Versioned<object>>(
      `${productPath(productId)}/course_modules/${moduleId}`,
      undefined,
      ifMatch(version),
    ),
  order: (productId: number, version: number, modules: { id: number; lessonIds: number[] }[]) =>
    api.put<Versioned<{ list: CourseModule[] }>>(
      `${productPath(productId)}/course_modules/order`,
      { version, modules },
      quiet,
    ),
  addLesson: (productId: number, version: number, moduleId: number, title: string) =>
    api.post<Versioned<{ lesson: Lesson }>>(
      `${productPath(productId)}/lessons`,
      { version, moduleId, title },
      quiet,
    ),
  updateLesson: (productId: number, version: number, lessonId: number, changes: LessonChanges) =>
    api.patch<Versioned<{ lesson: Lesson }>>(
      `${productPath(productId)}/lessons/${lessonId}`,
      { version, ...changes },
      quiet,
    ),
  removeLesson: (productId: number, version: number, lessonId: number) =>
    api.delete<Versioned<object>>(
      `${productPath(productId)}/lessons/${lessonId}`,
      undefined,
      ifMatch(version),
    ),
};

// Events and ticket types

export function useEvents(productId: number) {
  return useQuery({
    queryKey: eventsKey(productId),
    queryFn: ({ signal }) => api.get<EventsList>(`${productPath(productId)}/events`, { signal }),
  });
}

export type EventInput = Pick<
  EventItem,
  "name" | "location" | "startsAt" | "endsAt" | "salesStartAt" | "salesEndAt" | "active"
>;
export type TicketTypeInput = Pick<TicketType, "name" | "free" | "price" | "quota" | "active">;

export const eventsApi = {
  addEvent: (productId: number, version: number, input: EventInput) =>
    api.post<Versioned<{ event: EventItem }>>(
      `${productPath(productId)}/events`,
      { version, ...input },
      quiet,
    ),
  updateEvent: (productId: number, version: number, eventId: number, input: Partial<EventInput>) =>
    api.patch<Versioned<{ event: EventItem }>>(
      `${productPath(productId)}/events/${eventId}`,
      { version, ...input },
      quiet,
    ),
  removeEvent: (productId: number, version: number, eventId: number) =>
    api.delete<Versioned<object>>(`${productPath(productId)}/events/${eventId}`, undefined, ifMatch(version)),
  addTicketType: (productId: number, version: number, eventId: number, input: TicketTypeInput) =>
    api.post<Versioned<{ ticketType: TicketType }>>(
      `${productPath(productId)}/events/${eventId}/ticket_types`,
      { version, ...input },
      quiet,
    ),
  updateTicketType: (
    productId: number,
    version: number,
    eventId: number,
    id: number,
    input: Partial<TicketTypeInput>,
  ) =>
    api.patch<Versioned<{ ticketType: TicketType }>>(
      `${productPath(productId)}/events/${eventId}/ticket_types/${id}`,
      { version, ...input },
      quiet,
    ),
  removeTicketType: (productId: number, version: number, eventId: number, id: number) =>
    api.delete<Versioned<object>>(
      `${productPath(productId)}/events/${eventId}/ticket_types/${id}`,
      undefined,
      ifMatch(version),
    ),
};

// Designs and the certificate's keys details

export function useDesign(productId: number) {
  return useQuery({
    queryKey: designKey(productId),
    queryFn: ({ signal }) => api.get<DesignAnswer>(`${productPath(productId)}/design`, { signal }),
  });
}

export function saveDesign(productId: number, version: number, design: Design): Promise<Product> {
  return api
    .put<{ product: Product }>(`${productPath(productId)}/design`, { version, design }, quiet)
    .then((r) => r.product);
}

export function useKeysDetails(productId: number) {
  return useQuery({
    queryKey: keysDetailsKey(productId),
    queryFn: ({ signal }) => api.get<KeysDetailsAnswer>(`${productPath(productId)}/keys_details`, { signal }),
  });
}

export function saveKeysDetails(productId: number, version: number, details: KeysDetails): Promise<Product> {
  return api
    .put<{ product: Product }>(`${productPath(productId)}/keys_details`, { version, ...details }, quiet)
    .then((r) => r.product);
}

/** The preview PDF as a Blob (a plain fetch with the seller's token, see bytes.ts). */
export function fetchDesignPreview(productId: number, signal: AbortSignal): Promise<Blob> {
  return fetchBytes(`${productPath(productId)}/design/preview.pdf`, "application/pdf", signal);
}
