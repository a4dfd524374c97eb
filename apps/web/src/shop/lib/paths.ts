// The buyer pages' own URLs, built in one place (the API registers the same patterns).
const seg = encodeURIComponent;

export const checkoutPath = (username: string, slug: string) => `/s/${seg(username)}/${seg(slug)}`;
export const orderPath = (username: string, token: string) => `/s/${seg(username)}/payment/${seg(token)}`;
export const managePath = (username: string, token: string) => `${orderPath(username, token)}/manage`;
export const upsellPath = (username: string, token: string) => `${orderPath(username, token)}/upsell`;
export const deliveriesPath = (username: string, token: string) => `${orderPath(username, token)}/deliveries`;
