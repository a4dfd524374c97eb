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
  | "confirmation"
  | "magic_link"
  | "password_reset"
  // Many failed password sign-ins paused the account's password sign-in (identity).
  | "sign_in_locked"
  | "order_paid_seller"
  | "order_receipt"
  | "rate_failed"
  // Dunning reminders of an overdue rate, one per stage (dunning).
  | "dunning_first_email"
  | "dunning_second_email"
  | "dunning_third_email"
  // A charge the provider reported after the checkout had expired went straight back (payments).
  | "late_payment_refunded"
  | "payer_account"
  // Delivery mails (fulfilment): one per product type, and the seller's own text ("custom").
  | "delivery_download"
  | "delivery_course"
  | "delivery_membership"
  | "delivery_event"
  | "delivery_license_key"
  | "delivery_certificate"
  | "delivery_service"
  | "delivery_bundle"
  | "delivery_custom"
  // Documents sent to the buyer with their PDFs attached (billing).
  | "invoice_issued"
  | "credit_memo_issued"
  | "invoice_corrected"
  // A manager's decision on a product the seller sent to review (catalog).
  | "product_review_approved"
  | "product_review_rejected"
  // A manager's decision on the seller's verification (verification).
  | "legitimation_accepted"
  | "legitimation_rejected"
  | "product_taken_down"
  // Affiliate nodes (affiliates): an invitation to a program, a publisher's request to join, the answer.
  | "affiliate_invitation"
  | "affiliate_join_request"
  | "affiliate_node_accepted"
  | "affiliate_node_rejected"
  // A publisher's money (affiliates): a commission earned, a payout sent (/publish/email_notification).
  | "affiliate_commission_earned"
  | "affiliate_payout_sent"
  // … a commission returned (refund, chargeback), a platform_affiliate commission, a node canceled by the seller.
  | "affiliate_commission_clawed_back"
  | "affiliate_platform_commission"
  | "affiliate_node_canceled"
  // A scheduled list export is ready: the CSV attached, or a signed link to it (exports).
  | "export_ready_attached"
  | "export_ready_link";

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
      sign_in_locked: {
        subject: "Many failed sign-ins to your account",
        greeting: "Hello {name},",
        body: "someone tried {failures} times to sign in to your account with a wrong password. To protect it, signing in with the password is paused for {minutes} minutes. If it was not you, choose a new password: the reset link and sign-in links by email keep working during the pause.",
        button: "Choose a new password",
        ignore: "If it was you, wait a few minutes and try again, or sign in with a link by email.",
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
      late_payment_refunded: {
        subject: "Your payment for {product} came too late and was refunded",
        greeting: "Hello {name},",
        body: "your payment of {amount} for {product} from {seller} arrived after your checkout had expired, so the order could not be completed. We refunded the full amount; depending on your bank it can take a few days to show. You can start a new purchase at any time.",
        button: "View your order",
        ignore: "You do not need to do anything.",
      },
      rate_failed: {
        subject: "Your payment for {product} did not go through",
        greeting: "Hello {name},",
        body: "we could not charge {amount} for {product} ({reason}). Please update your payment method so your access continues.",
        button: "Update payment method",
        ignore: "If you already updated it, you can ignore this email.",
      },
      dunning_first_email: {
        subject: "Payment reminder: {product}",
        greeting: "Hello {name},",
        body: "your payment of {amount} for {product} from {seller} is {days} days overdue. Perhaps it slipped your mind: please pay the open amount now with the button below.\n\nOpen amount: {amount}\nReminder fees: {fees}\nTotal due: {total}",
        button: "Pay the open amount",
        ignore: "If you have paid in the meantime, you can ignore this email.",
      },
      dunning_second_email: {
        subject: "Second reminder: your payment for {product} is still open",
        greeting: "Hello {name},",
        body: "we have not yet received your payment of {amount} for {product} from {seller}; it is now {days} days overdue. Please pay it now so your access continues.\n\nOpen amount: {amount}\nReminder fees: {fees}\nTotal due: {total}",
        button: "Pay the open amount",
        ignore: "If you have paid in the meantime, you can ignore this email.",
      },
      dunning_third_email: {
        subject: "Final reminder: your payment for {product}",
        greeting: "Hello {name},",
        body: "your payment of {amount} for {product} from {seller} is {days} days overdue despite our reminders. This is our final reminder: if it stays unpaid, {seller} may hand the claim to a collection agency, which adds further costs.\n\nOpen amount: {amount}\nReminder fees: {fees}\nTotal due: {total}",
        button: "Pay the open amount",
        ignore: "If you have paid in the meantime, you can ignore this email.",
      },
      payer_account: {
        subject: "Your buyer account for purchases from {seller}",
        greeting: "Hello {name},",
        body: "your purchases from {seller} are kept in your buyer account: downloads, courses, tickets, license keys and certificates. Sign in with this link; it works once and is valid for {minutes} minutes. You can ask for a new sign-in link at any time.",
        button: "Sign in",
        ignore: "You get this email because something was bought with this address.",
      },
      delivery_download: {
        subject: "Your download: {product}",
        greeting: "Hello {name},",
        body: "thank you for your purchase of {product} from {seller}. Your files are ready to download.{details}",
        button: "Download your files",
        ignore:
          "The download links on that page are renewed every time you open it. Keep this email to find it again.",
      },
      delivery_course: {
        subject: "Your access to {product}",
        greeting: "Hello {name},",
        body: "thank you for your purchase of {product} from {seller}. Your access has started.{details}",
        button: "Open your purchase",
        ignore: "Keep this email: its link opens your purchase.",
      },
      delivery_membership: {
        subject: "Welcome to {product}",
        greeting: "Hello {name},",
        body: "thank you for joining {product} from {seller}. Your membership has started.{details}",
        button: "Open your membership",
        ignore: "Keep this email: its link opens your purchase.",
      },
      delivery_event: {
        subject: "Your tickets: {product}",
        greeting: "Hello {name},",
        body: "thank you for your purchase of {product} from {seller}. Show your tickets at the entrance, printed or on your phone.{details}",
        button: "Download your tickets",
        ignore: "Each ticket's code is checked in once. Keep this email to find your tickets again.",
      },
      delivery_license_key: {
        subject: "Your license key: {product}",
        greeting: "Hello {name},",
        body: "thank you for your purchase of {product} from {seller}.{details}",
        button: "Open your purchase",
        ignore: "Keep your license key safe; it is meant for you only.",
      },
      delivery_certificate: {
        subject: "Your certificate: {product}",
        greeting: "Hello {name},",
        body: "congratulations! {seller} has issued your certificate for {product}.{details}",
        button: "Download your certificate",
        ignore: "Anyone can check your certificate by its number on the verification page.",
      },
      delivery_service: {
        subject: "Order confirmed: {product}",
        greeting: "Hello {name},",
        body: "thank you for your order of {product}. {seller} has received it and will get in touch with you.{details}",
        button: "Open your purchase",
        ignore: "Keep this email: its link opens your purchase.",
      },
      delivery_bundle: {
        subject: "Your bundle: {product}",
        greeting: "Hello {name},",
        body: "thank you for your purchase of {product} from {seller}. Everything it includes is ready.{details}",
        button: "Open your purchase",
        ignore: "Keep this email: its link opens your purchase.",
      },
      delivery_custom: {
        subject: "{subject}",
        greeting: "",
        body: "{body}{details}",
        button: "Open your purchase",
        ignore: "",
      },
      invoice_issued: {
        subject: "Your invoice {number} from {seller}",
        greeting: "Hello {name},",
        body: "thank you for your payment of {amount} for {product}. Your invoice {number} is attached as a PDF.{test}",
        button: "View your order",
        ignore:
          "Keep this email for your records: the order's invoices and credit memos are also in your account.",
      },
      credit_memo_issued: {
        subject: "Credit memo {number} from {seller}",
        greeting: "Hello {name},",
        body: "{seller} issued credit memo {number} over {amount} for invoice {invoice} ({product}). It is attached as a PDF.{test}",
        button: "View your order",
        ignore:
          "Keep this email for your records: the order's invoices and credit memos are also in your account.",
      },
      invoice_corrected: {
        subject: "Corrected invoice {number} from {seller}",
        greeting: "Hello {name},",
        body: "{seller} corrected invoice {original} for {product}. Attached are credit memo {memo}, which cancels it, and the corrected invoice {number} over {amount}, which replaces it.{test}",
        button: "View your order",
        ignore:
          "Keep this email for your records: the order's invoices and credit memos are also in your account.",
      },
      product_review_approved: {
        subject: "Approved: {product}",
        greeting: "Hello {name},",
        body: "good news: “{product}” passed our review and is published. Buyers can buy it now.",
        button: "Open your products",
        ignore: "You get this email when a product of yours has been reviewed.",
      },
      product_review_rejected: {
        subject: "Not approved: {product}",
        greeting: "Hello {name},",
        body: "we reviewed “{product}” and cannot publish it yet. The reason:\n\n{reason}\n\nPlease change the product and publish it again; it then goes back to review.",
        button: "Edit the product",
        ignore: "You get this email when a product of yours has been reviewed.",
      },
      legitimation_accepted: {
        subject: "Your verification is accepted",
        greeting: "Hello {name},",
        body: "good news: we checked your verification and accepted it. With an activated bank account, your payouts can now be made.",
        button: "Open your verification",
        ignore: "You get this email when a manager has decided on your verification.",
      },
      legitimation_rejected: {
        subject: "Your verification was not accepted",
        greeting: "Hello {name},",
        body: "we checked your verification and cannot accept it yet. The reason:\n\n{reason}\n\nPlease change your details or documents and ask for review again.",
        button: "Change your verification",
        ignore: "You get this email when a manager has decided on your verification.",
      },
      product_taken_down: {
        subject: "Taken offline: {product}",
        greeting: "Hello {name},",
        body: "we took “{product}” offline; buyers cannot buy it any more. The reason:\n\n{reason}\n\nPlease change the product and publish it again; it then goes back to review.",
        button: "Edit the product",
        ignore: "You get this email when a manager changes the state of one of your products.",
      },
      affiliate_invitation: {
        subject: "{seller} invites you to the affiliate program {program}",
        greeting: "Hello {name},",
        body: "{seller} invites you to promote their products as a publisher in the affiliate program “{program}”. You earn {commission} on every sale you bring; your link is remembered for {cookies} days.\n\nSign in or create a free publisher account to accept or decline the invitation.",
        button: "View the invitation",
        ignore: "If you do not want to take part, you can ignore this email.",
      },
      affiliate_join_request: {
        subject: "New publisher request for {program}",
        greeting: "Hello {name},",
        body: "{publisher} ({email}) asks to join your affiliate program “{program}”. Accept the request to let them promote your products, or decline it.",
        button: "Answer the request",
        ignore: "You get this email when a publisher asks to join one of your affiliate programs.",
      },
      affiliate_node_accepted: {
        subject: "Accepted: {program}",
        greeting: "Hello {name},",
        body: "{who} accepted: you and {other} now work together in the affiliate program “{program}”.",
        button: "Open the program",
        ignore: "You get this email when an invitation or request of yours is answered.",
      },
      affiliate_node_rejected: {
        subject: "Declined: {program}",
        greeting: "Hello {name},",
        body: "{who} declined the {kind} for the affiliate program “{program}”.",
        button: "Open your affiliate programs",
        ignore: "You get this email when an invitation or request of yours is answered.",
      },
      affiliate_commission_earned: {
        subject: "You earned a commission: {amount}",
        greeting: "Hello {name},",
        body: "a sale of “{product}” in the affiliate program “{program}” earned you {amount} (stage {stage}).\n\nThe commission becomes available for payout once the sale's 14-day refund window has passed.",
        button: "Open your orders",
        ignore:
          "You get this email for every commission you earn; turn it off under Email notifications in your publisher account.",
      },
      affiliate_payout_sent: {
        subject: "Your payout is on its way: {amount}",
        greeting: "Hello {name},",
        body: "we sent your payout of {amount} to your bank account. Your credit memo is in your payouts list.",
        button: "Open your payouts",
        ignore:
          "You get this email for every payout; turn it off under Email notifications in your publisher account.",
      },
      affiliate_commission_clawed_back: {
        subject: "A commission was returned: {amount}",
        greeting: "Hello {name},",
        body: "the sale of “{product}” in the affiliate program “{program}” was {reason}, so {amount} of your commission (stage {stage}) was returned to the seller.\n\nIf that commission was already paid out, your next payout is that much smaller.",
        button: "Open your balance",
        ignore:
          "You get this email for every returned commission; turn it off under Email notifications in your publisher account.",
      },
      affiliate_platform_commission: {
        subject: "You earned a platform commission: {amount}",
        greeting: "Hello {name},",
        body: "{seller}, a seller you recruited to the platform, made a sale: your share of the platform fee is {amount}.\n\nThe commission becomes available for payout once the sale's 14-day refund window has passed.",
        button: "Open your balance",
        ignore:
          "You get this email for every platform commission; turn it off under Email notifications in your publisher account.",
      },
      affiliate_node_canceled: {
        subject: "Your membership ended: {program}",
        greeting: "Hello {name},",
        body: "{seller} ended your membership in the affiliate program “{program}”. Your links of this program no longer earn commissions; the commissions you already earned stay yours.",
        button: "Open your affiliate programs",
        ignore:
          "You get this email when a seller ends your membership; turn it off under Email notifications in your publisher account.",
      },
      export_ready_attached: {
        subject: "Your scheduled export of {list} ({period})",
        greeting: "Hello {name},",
        body: "your scheduled export of {list} for {period} is ready: {rows} rows, attached to this email as a CSV file.",
        button: "Open your exports",
        ignore:
          "You get this email because a schedule under Exports in your cabinet sends it; pause or delete it there.",
      },
      export_ready_link: {
        subject: "Your scheduled export of {list} ({period})",
        greeting: "Hello {name},",
        body: "your scheduled export of {list} for {period} is ready: {rows} rows. Download the CSV file with the button below; the link works until {expires}.",
        button: "Download the CSV file",
        ignore:
          "You get this email because a schedule under Exports in your cabinet sends it; pause or delete it there.",
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
      sign_in_locked: {
        subject: "Viele fehlgeschlagene Anmeldungen bei deinem Konto",
        greeting: "Hallo {name},",
        body: "jemand hat {failures}-mal versucht, sich mit einem falschen Passwort bei deinem Konto anzumelden. Zum Schutz ist die Anmeldung mit Passwort für {minutes} Minuten pausiert. Falls du das nicht warst, wähle ein neues Passwort: Der Link zum Zurücksetzen und Anmeldelinks per E-Mail funktionieren auch während der Pause.",
        button: "Neues Passwort wählen",
        ignore:
          "Falls du es warst, warte ein paar Minuten und versuche es erneut, oder melde dich mit einem Link per E-Mail an.",
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
      late_payment_refunded: {
        subject: "Deine Zahlung für {product} kam zu spät und wurde erstattet",
        greeting: "Hallo {name},",
        body: "deine Zahlung von {amount} für {product} bei {seller} ist erst nach Ablauf deines Checkouts eingegangen, daher konnte die Bestellung nicht abgeschlossen werden. Wir haben dir den vollen Betrag erstattet; je nach Bank kann es ein paar Tage dauern, bis du ihn siehst. Du kannst jederzeit einen neuen Kauf starten.",
        button: "Bestellung ansehen",
        ignore: "Du musst nichts weiter tun.",
      },
      rate_failed: {
        subject: "Deine Zahlung für {product} ist fehlgeschlagen",
        greeting: "Hallo {name},",
        body: "wir konnten {amount} für {product} nicht abbuchen ({reason}). Bitte aktualisiere deine Zahlungsmethode, damit dein Zugang bestehen bleibt.",
        button: "Zahlungsmethode aktualisieren",
        ignore: "Falls du sie schon aktualisiert hast, kannst du diese E-Mail ignorieren.",
      },
      dunning_first_email: {
        subject: "Zahlungserinnerung: {product}",
        greeting: "Hallo {name},",
        body: "deine Zahlung von {amount} für {product} bei {seller} ist seit {days} Tagen überfällig. Vielleicht ist sie dir durchgerutscht: Bitte bezahle den offenen Betrag jetzt über den Button unten.\n\nOffener Betrag: {amount}\nMahngebühren: {fees}\nGesamt fällig: {total}",
        button: "Offenen Betrag bezahlen",
        ignore: "Falls du inzwischen bezahlt hast, kannst du diese E-Mail ignorieren.",
      },
      dunning_second_email: {
        subject: "Zweite Mahnung: deine Zahlung für {product} ist noch offen",
        greeting: "Hallo {name},",
        body: "deine Zahlung von {amount} für {product} bei {seller} ist bei uns noch nicht eingegangen und seit {days} Tagen überfällig. Bitte bezahle sie jetzt, damit dein Zugang bestehen bleibt.\n\nOffener Betrag: {amount}\nMahngebühren: {fees}\nGesamt fällig: {total}",
        button: "Offenen Betrag bezahlen",
        ignore: "Falls du inzwischen bezahlt hast, kannst du diese E-Mail ignorieren.",
      },
      dunning_third_email: {
        subject: "Letzte Mahnung: deine Zahlung für {product}",
        greeting: "Hallo {name},",
        body: "deine Zahlung von {amount} für {product} bei {seller} ist trotz unserer Erinnerungen seit {days} Tagen überfällig. Dies ist unsere letzte Mahnung: Bleibt sie unbezahlt, kann {seller} die Forderung an ein Inkassounternehmen übergeben, wodurch weitere Kosten entstehen.\n\nOffener Betrag: {amount}\nMahngebühren: {fees}\nGesamt fällig: {total}",
        button: "Offenen Betrag bezahlen",
        ignore: "Falls du inzwischen bezahlt hast, kannst du diese E-Mail ignorieren.",
      },
      payer_account: {
        subject: "Dein Käuferkonto für Käufe bei {seller}",
        greeting: "Hallo {name},",
        body: "deine Käufe bei {seller} findest du in deinem Käuferkonto: Downloads, Kurse, Tickets, Lizenzschlüssel und Zertifikate. Melde dich mit diesem Link an; er funktioniert einmal und ist {minutes} Minuten gültig. Einen neuen Anmeldelink kannst du jederzeit anfordern.",
        button: "Anmelden",
        ignore: "Du bekommst diese E-Mail, weil mit dieser Adresse etwas gekauft wurde.",
      },
      delivery_download: {
        subject: "Dein Download: {product}",
        greeting: "Hallo {name},",
        body: "danke für deinen Kauf von {product} bei {seller}. Deine Dateien stehen zum Download bereit.{details}",
        button: "Dateien herunterladen",
        ignore:
          "Die Download-Links auf dieser Seite werden bei jedem Öffnen erneuert. Bewahre diese E-Mail auf, um sie wiederzufinden.",
      },
      delivery_course: {
        subject: "Dein Zugang zu {product}",
        greeting: "Hallo {name},",
        body: "danke für deinen Kauf von {product} bei {seller}. Dein Zugang ist freigeschaltet.{details}",
        button: "Zu deinem Kauf",
        ignore: "Bewahre diese E-Mail auf: ihr Link öffnet deinen Kauf.",
      },
      delivery_membership: {
        subject: "Willkommen bei {product}",
        greeting: "Hallo {name},",
        body: "danke, dass du {product} bei {seller} beigetreten bist. Deine Mitgliedschaft hat begonnen.{details}",
        button: "Zu deiner Mitgliedschaft",
        ignore: "Bewahre diese E-Mail auf: ihr Link öffnet deinen Kauf.",
      },
      delivery_event: {
        subject: "Deine Tickets: {product}",
        greeting: "Hallo {name},",
        body: "danke für deinen Kauf von {product} bei {seller}. Zeige deine Tickets am Einlass vor, ausgedruckt oder auf dem Handy.{details}",
        button: "Tickets herunterladen",
        ignore:
          "Jeder Ticketcode wird einmal eingecheckt. Bewahre diese E-Mail auf, um deine Tickets wiederzufinden.",
      },
      delivery_license_key: {
        subject: "Dein Lizenzschlüssel: {product}",
        greeting: "Hallo {name},",
        body: "danke für deinen Kauf von {product} bei {seller}.{details}",
        button: "Zu deinem Kauf",
        ignore: "Bewahre deinen Lizenzschlüssel sicher auf; er ist nur für dich bestimmt.",
      },
      delivery_certificate: {
        subject: "Dein Zertifikat: {product}",
        greeting: "Hallo {name},",
        body: "herzlichen Glückwunsch! {seller} hat dein Zertifikat für {product} ausgestellt.{details}",
        button: "Zertifikat herunterladen",
        ignore: "Jeder kann dein Zertifikat über seine Nummer auf der Prüfseite kontrollieren.",
      },
      delivery_service: {
        subject: "Bestellung bestätigt: {product}",
        greeting: "Hallo {name},",
        body: "danke für deine Bestellung von {product}. {seller} hat sie erhalten und meldet sich bei dir.{details}",
        button: "Zu deinem Kauf",
        ignore: "Bewahre diese E-Mail auf: ihr Link öffnet deinen Kauf.",
      },
      delivery_bundle: {
        subject: "Dein Paket: {product}",
        greeting: "Hallo {name},",
        body: "danke für deinen Kauf von {product} bei {seller}. Alles, was darin enthalten ist, steht bereit.{details}",
        button: "Zu deinem Kauf",
        ignore: "Bewahre diese E-Mail auf: ihr Link öffnet deinen Kauf.",
      },
      delivery_custom: {
        subject: "{subject}",
        greeting: "",
        body: "{body}{details}",
        button: "Zu deinem Kauf",
        ignore: "",
      },
      invoice_issued: {
        subject: "Deine Rechnung {number} von {seller}",
        greeting: "Hallo {name},",
        body: "danke für deine Zahlung von {amount} für {product}. Deine Rechnung {number} findest du als PDF im Anhang.{test}",
        button: "Zu deiner Bestellung",
        ignore:
          "Bewahre diese E-Mail für deine Unterlagen auf: Rechnungen und Gutschriften der Bestellung findest du auch in deinem Konto.",
      },
      credit_memo_issued: {
        subject: "Gutschrift {number} von {seller}",
        greeting: "Hallo {name},",
        body: "{seller} hat die Gutschrift {number} über {amount} zu Rechnung {invoice} ({product}) ausgestellt. Du findest sie als PDF im Anhang.{test}",
        button: "Zu deiner Bestellung",
        ignore:
          "Bewahre diese E-Mail für deine Unterlagen auf: Rechnungen und Gutschriften der Bestellung findest du auch in deinem Konto.",
      },
      invoice_corrected: {
        subject: "Korrigierte Rechnung {number} von {seller}",
        greeting: "Hallo {name},",
        body: "{seller} hat die Rechnung {original} für {product} korrigiert. Im Anhang findest du die Gutschrift {memo}, die sie storniert, und die korrigierte Rechnung {number} über {amount}, die sie ersetzt.{test}",
        button: "Zu deiner Bestellung",
        ignore:
          "Bewahre diese E-Mail für deine Unterlagen auf: Rechnungen und Gutschriften der Bestellung findest du auch in deinem Konto.",
      },
      product_review_approved: {
        subject: "Freigegeben: {product}",
        greeting: "Hallo {name},",
        body: "gute Nachricht: „{product}“ hat unsere Prüfung bestanden und ist veröffentlicht. Käufer können es jetzt kaufen.",
        button: "Zu deinen Produkten",
        ignore: "Du bekommst diese E-Mail, wenn eines deiner Produkte geprüft wurde.",
      },
      product_review_rejected: {
        subject: "Nicht freigegeben: {product}",
        greeting: "Hallo {name},",
        body: "wir haben „{product}“ geprüft und können es noch nicht veröffentlichen. Der Grund:\n\n{reason}\n\nBitte ändere das Produkt und veröffentliche es erneut; es geht dann wieder in die Prüfung.",
        button: "Produkt bearbeiten",
        ignore: "Du bekommst diese E-Mail, wenn eines deiner Produkte geprüft wurde.",
      },
      legitimation_accepted: {
        subject: "Deine Verifizierung ist bestätigt",
        greeting: "Hallo {name},",
        body: "gute Nachricht: Wir haben deine Verifizierung geprüft und bestätigt. Mit einem aktivierten Bankkonto können deine Auszahlungen jetzt erfolgen.",
        button: "Zu deiner Verifizierung",
        ignore: "Du bekommst diese E-Mail, wenn über deine Verifizierung entschieden wurde.",
      },
      legitimation_rejected: {
        subject: "Deine Verifizierung wurde nicht bestätigt",
        greeting: "Hallo {name},",
        body: "wir haben deine Verifizierung geprüft und können sie noch nicht bestätigen. Der Grund:\n\n{reason}\n\nBitte ändere deine Angaben oder Dokumente und beantrage die Prüfung erneut.",
        button: "Verifizierung ändern",
        ignore: "Du bekommst diese E-Mail, wenn über deine Verifizierung entschieden wurde.",
      },
      product_taken_down: {
        subject: "Offline genommen: {product}",
        greeting: "Hallo {name},",
        body: "wir haben „{product}“ offline genommen; Käufer können es nicht mehr kaufen. Der Grund:\n\n{reason}\n\nBitte ändere das Produkt und veröffentliche es erneut; es geht dann wieder in die Prüfung.",
        button: "Produkt bearbeiten",
        ignore: "Du bekommst diese E-Mail, wenn ein Manager den Zustand eines deiner Produkte ändert.",
      },
      affiliate_invitation: {
        subject: "{seller} lädt dich zum Partnerprogramm {program} ein",
        greeting: "Hallo {name},",
        body: "{seller} lädt dich ein, als Publisher im Partnerprogramm „{program}“ für die eigenen Produkte zu werben. Du verdienst {commission} an jedem Verkauf, den du vermittelst; dein Link wird {cookies} Tage lang gemerkt.\n\nMelde dich an oder lege kostenlos ein Publisher-Konto an, um die Einladung anzunehmen oder abzulehnen.",
        button: "Einladung ansehen",
        ignore: "Wenn du nicht teilnehmen möchtest, kannst du diese E-Mail ignorieren.",
      },
      affiliate_join_request: {
        subject: "Neue Publisher-Anfrage für {program}",
        greeting: "Hallo {name},",
        body: "{publisher} ({email}) möchte an deinem Partnerprogramm „{program}“ teilnehmen. Nimm die Anfrage an, damit für deine Produkte geworben werden kann, oder lehne sie ab.",
        button: "Anfrage beantworten",
        ignore:
          "Du bekommst diese E-Mail, wenn ein Publisher an einem deiner Partnerprogramme teilnehmen möchte.",
      },
      affiliate_node_accepted: {
        subject: "Angenommen: {program}",
        greeting: "Hallo {name},",
        body: "{who} hat angenommen: Du und {other} arbeitet jetzt im Partnerprogramm „{program}“ zusammen.",
        button: "Programm öffnen",
        ignore: "Du bekommst diese E-Mail, wenn eine Einladung oder Anfrage von dir beantwortet wird.",
      },
      affiliate_node_rejected: {
        subject: "Abgelehnt: {program}",
        greeting: "Hallo {name},",
        body: "{who} hat die {kind} für das Partnerprogramm „{program}“ abgelehnt.",
        button: "Deine Partnerprogramme öffnen",
        ignore: "Du bekommst diese E-Mail, wenn eine Einladung oder Anfrage von dir beantwortet wird.",
      },
      affiliate_commission_earned: {
        subject: "Du hast eine Provision verdient: {amount}",
        greeting: "Hallo {name},",
        body: "ein Verkauf von „{product}“ im Partnerprogramm „{program}“ hat dir {amount} eingebracht (Stufe {stage}).\n\nDie Provision kann ausgezahlt werden, sobald die 14-tägige Widerrufsfrist des Verkaufs vorbei ist.",
        button: "Deine Bestellungen öffnen",
        ignore:
          "Du bekommst diese E-Mail für jede verdiente Provision; abbestellen kannst du sie unter E-Mail-Benachrichtigungen in deinem Publisher-Konto.",
      },
      affiliate_payout_sent: {
        subject: "Deine Auszahlung ist unterwegs: {amount}",
        greeting: "Hallo {name},",
        body: "wir haben deine Auszahlung über {amount} an dein Bankkonto geschickt. Deine Gutschrift findest du in deiner Auszahlungsliste.",
        button: "Deine Auszahlungen öffnen",
        ignore:
          "Du bekommst diese E-Mail für jede Auszahlung; abbestellen kannst du sie unter E-Mail-Benachrichtigungen in deinem Publisher-Konto.",
      },
      affiliate_commission_clawed_back: {
        subject: "Eine Provision wurde zurückgebucht: {amount}",
        greeting: "Hallo {name},",
        body: "der Verkauf von „{product}“ im Partnerprogramm „{program}“ wurde {reason}, daher wurden {amount} deiner Provision (Stufe {stage}) an den Verkäufer zurückgebucht.\n\nWar die Provision schon ausgezahlt, wird deine nächste Auszahlung um diesen Betrag kleiner.",
        button: "Dein Guthaben öffnen",
        ignore:
          "Du bekommst diese E-Mail für jede zurückgebuchte Provision; abbestellen kannst du sie unter E-Mail-Benachrichtigungen in deinem Publisher-Konto.",
      },
      affiliate_platform_commission: {
        subject: "Du hast eine Plattform-Provision verdient: {amount}",
        greeting: "Hallo {name},",
        body: "{seller}, ein von dir geworbener Verkäufer, hat einen Verkauf gemacht: Dein Anteil an der Plattformgebühr beträgt {amount}.\n\nDie Provision kann ausgezahlt werden, sobald die 14-tägige Widerrufsfrist des Verkaufs vorbei ist.",
        button: "Dein Guthaben öffnen",
        ignore:
          "Du bekommst diese E-Mail für jede Plattform-Provision; abbestellen kannst du sie unter E-Mail-Benachrichtigungen in deinem Publisher-Konto.",
      },
      affiliate_node_canceled: {
        subject: "Deine Teilnahme wurde beendet: {program}",
        greeting: "Hallo {name},",
        body: "{seller} hat deine Teilnahme am Partnerprogramm „{program}“ beendet. Deine Links dieses Programms bringen keine Provisionen mehr; bereits verdiente Provisionen bleiben deine.",
        button: "Deine Partnerprogramme öffnen",
        ignore:
          "Du bekommst diese E-Mail, wenn ein Verkäufer deine Teilnahme beendet; abbestellen kannst du sie unter E-Mail-Benachrichtigungen in deinem Publisher-Konto.",
      },
      export_ready_attached: {
        subject: "Dein geplanter Export: {list} ({period})",
        greeting: "Hallo {name},",
        body: "dein geplanter Export der {list} für {period} ist fertig: {rows} Zeilen, als CSV-Datei an diese E-Mail angehängt.",
        button: "Deine Exporte öffnen",
        ignore:
          "Du bekommst diese E-Mail, weil ein Zeitplan unter Exporte in deinem Cabinet sie sendet; dort kannst du ihn pausieren oder löschen.",
      },
      export_ready_link: {
        subject: "Dein geplanter Export: {list} ({period})",
        greeting: "Hallo {name},",
        body: "dein geplanter Export der {list} für {period} ist fertig: {rows} Zeilen. Lade die CSV-Datei über den Button herunter; der Link gilt bis {expires}.",
        button: "CSV-Datei herunterladen",
        ignore:
          "Du bekommst diese E-Mail, weil ein Zeitplan unter Exporte in deinem Cabinet sie sendet; dort kannst du ihn pausieren oder löschen.",
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
