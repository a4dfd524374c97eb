// Paths of the payer area's API, apart from the hooks so list options (and their tests) can name
// them without loading the browser's client.

export const PAYER_ORDERS_PATH = "/payer/orders";
export const PAYER_COURSES_PATH = "/payer/courses";

/** The server-rendered page where a buyer ends a subscription or changes the payment method. */
export const manageOrderUrl = (seller: string, token: string) =>
  `/s/${encodeURIComponent(seller)}/payment/${encodeURIComponent(token)}/manage`;
