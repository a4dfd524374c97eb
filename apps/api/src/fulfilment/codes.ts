import {
  formatCertificateSerial,
  formatTicketCode,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
  type CertificateSerialFormat,
} from "@sellwerk/domain";
import { randomString } from "../platform/crypto/random-string.ts";

// The unguessable parts of what an order gives: codes come from the CSPRNG, never from ids or
// counters, so knowing one ticket or certificate tells nothing about another.

/** A ticket's code: 60 random bits, "K7Q2-XF9M-ZB3H", encoded as is in its QR code. */
export function newTicketCode(): string {
  return formatTicketCode(randomString(TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH));
}

/**
 * 8 characters of 32 symbols: 40 random bits on top of the readable prefix, year and running
 * number, so a serial cannot be found by counting (the verification route is rate limited too).
 */
const SERIAL_RANDOM_LENGTH = 8;

export function newCertificateSerial(input: {
  prefix: string;
  format: CertificateSerialFormat;
  year: number;
  number: number;
}): string {
  return formatCertificateSerial({
    ...input,
    random: randomString(TICKET_CODE_ALPHABET, SERIAL_RANDOM_LENGTH),
  });
}
