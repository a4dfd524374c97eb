import type { Locale } from "@sellwerk/domain";

// Mail texts per language. The type forces both languages to carry every template and line.
interface Lines {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  ignore: string;
}
export type MailTemplate =
  "confirmation" | "magic_link" | "password_reset" | "order_paid_seller" | "order_receipt" | "rate_failed";

interface Catalog {
  templates: Record<MailTemplate, Lines>;
  footer: { viewInBrowser: string; unsubscribe: string; sentBy: string; linkFallback: string };
}

export const catalogs: Record<Locale, Catalog> = {
  en: {
    templates: {
      confirmation: {
        subject: "Confirm your email address",
        greeting: "Hello {name},",
        body: "welcome to Sellwerk! Please confirm your email address to finish signing up. The link is valid for {hours} hours.",
        button: "Confirm email address",
        ignore: "If you did not sign up, you can ignore this email.",
      },
      magic_link: {
        subject: "Your sign-in link",
        greeting: "Hello {name},",
        body: "use this link to sign in. It works once and is valid for {minutes} minutes.",
        button: "Sign in",
        ignore: "If you did not ask for this link, you can ignore this email.",
      },
      password_reset: {
        subject: "Reset your password",
        greeting: "Hello {name},",
        body: "someone asked to reset the password of your account. The link is valid for {minutes} minutes. Setting a new password signs you out on every device.",
        button: "Choose a new password",
        ignore: "If it was not you, ignore this email; your password stays as it is.",
      },
      order_paid_seller: {
        subject: "New order: {product} ({amount})",
        greeting: "Hello {name},",
        body: "{payer} ({email}) just bought {product} for {amount}. Order {order}{test}.",
        button: "Open your cabinet",
        ignore: "You get this email for every paid order.",
      },
      order_receipt: {
        subject: "Your purchase: {product}",
        greeting: "Hello {name},",
        body: "thank you for your purchase of {product} from {seller}. We received {amount}. You can see your order, its payments and manage it at any time with the button below.",
        button: "View your order",
        ignore: "Keep this email: its link opens your order.",
      },
      rate_failed: {
        subject: "Your payment for {product} did not go through",
        greeting: "Hello {name},",
        body: "we could not charge {amount} for {product} ({reason}). Please update your payment method so your access continues.",
        button: "Update payment method",
        ignore: "If you already updated it, you can ignore this email.",
      },
    },
    footer: {
      viewInBrowser: "View this email in your browser",
      unsubscribe: "Unsubscribe from notification emails",
      sentBy: "Sent by Sellwerk",
      linkFallback: "If the button does not work, copy this link into your browser:",
    },
  },
  de: {
    templates: {
      confirmation: {
        subject: "Bestätige deine E-Mail-Adresse",
        greeting: "Hallo {name},",
        body: "willkommen bei Sellwerk! Bitte bestätige deine E-Mail-Adresse, um die Registrierung abzuschließen. Der Link ist {hours} Stunden gültig.",
        button: "E-Mail-Adresse bestätigen",
        ignore: "Falls du dich nicht registriert hast, kannst du diese E-Mail ignorieren.",
      },
      magic_link: {
        subject: "Dein Anmeldelink",
        greeting: "Hallo {name},",
        body: "mit diesem Link meldest du dich an. Er funktioniert einmal und ist {minutes} Minuten gültig.",
        button: "Anmelden",
        ignore: "Falls du diesen Link nicht angefordert hast, kannst du diese E-Mail ignorieren.",
      },
      password_reset: {
        subject: "Setze dein Passwort zurück",
        greeting: "Hallo {name},",
        body: "jemand möchte das Passwort deines Kontos zurücksetzen. Der Link ist {minutes} Minuten gültig. Ein neues Passwort meldet dich auf allen Geräten ab.",
        button: "Neues Passwort wählen",
        ignore: "Falls du das nicht warst, ignoriere diese E-Mail; dein Passwort bleibt unverändert.",
      },
      order_paid_seller: {
        subject: "Neue Bestellung: {product} ({amount})",
        greeting: "Hallo {name},",
        body: "{payer} ({email}) hat gerade {product} für {amount} gekauft. Bestellung {order}{test}.",
        button: "Zum Cabinet",
        ignore: "Du bekommst diese E-Mail für jede bezahlte Bestellung.",
      },
      order_receipt: {
        subject: "Dein Kauf: {product}",
        greeting: "Hallo {name},",
        body: "danke für deinen Kauf von {product} bei {seller}. Wir haben {amount} erhalten. Über den Button unten siehst du deine Bestellung und ihre Zahlungen und kannst sie jederzeit verwalten.",
        button: "Bestellung ansehen",
        ignore: "Bewahre diese E-Mail auf: ihr Link öffnet deine Bestellung.",
      },
      rate_failed: {
        subject: "Deine Zahlung für {product} ist fehlgeschlagen",
        greeting: "Hallo {name},",
        body: "wir konnten {amount} für {product} nicht abbuchen ({reason}). Bitte aktualisiere deine Zahlungsmethode, damit dein Zugang bestehen bleibt.",
        button: "Zahlungsmethode aktualisieren",
        ignore: "Falls du sie schon aktualisiert hast, kannst du diese E-Mail ignorieren.",
      },
    },
    footer: {
      viewInBrowser: "Diese E-Mail im Browser ansehen",
      unsubscribe: "Benachrichtigungs-E-Mails abbestellen",
      sentBy: "Gesendet von Sellwerk",
      linkFallback: "Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:",
    },
  },
};
