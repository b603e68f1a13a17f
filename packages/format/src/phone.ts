import {
  type CountryCode,
  type PhoneNumber,
  parsePhoneNumberFromString,
} from "libphonenumber-js/max";

/*
 * Phone numbers: parsed with libphonenumber-js, stored as E.164 ("+27825551234"), shown in the
 * international format ("+27 82 555 1234"). A South African types "082 555 1234" with the trunk
 * 0; the parser drops it.
 */

export type ParsedPhone =
  | { ok: true; e164: string; countryCallingCode: string; nationalNumber: string }
  | { ok: false; message: string };

export const PHONE_INVALID_MESSAGE = "Enter a valid phone number, e.g. 082 555 1234";

const DEFAULT_COUNTRY: CountryCode = "ZA";

/**
 * A number as typed, optionally with the calling code chosen beside it ("+27" and
 * "082 555 1234"). A number typed with its own "+" code wins over the chosen code.
 */
export function parsePhone(number: string, callingCode?: string): ParsedPhone {
  const typed = number.trim();
  if (typed === "") return { ok: false, message: PHONE_INVALID_MESSAGE };
  const code = callingCode?.replace(/[^\d]/g, "") ?? "";
  const parsed = typed.startsWith("+")
    ? parsePhoneNumberFromString(typed)
    : code === ""
      ? parsePhoneNumberFromString(typed, DEFAULT_COUNTRY)
      : withCallingCode(code, typed);
  if (!parsed?.isValid()) return { ok: false, message: PHONE_INVALID_MESSAGE };
  return {
    ok: true,
    e164: parsed.number,
    countryCallingCode: `+${parsed.countryCallingCode}`,
    nationalNumber: parsed.nationalNumber,
  };
}

/** "+27" with "082 555 1234": as typed first, then without the trunk 0 most countries use. */
function withCallingCode(code: string, typed: string): PhoneNumber | undefined {
  const asTyped = parsePhoneNumberFromString(`+${code}${typed}`);
  if (asTyped?.isValid()) return asTyped;
  return parsePhoneNumberFromString(`+${code}${typed.replace(/^\D*0/, "")}`);
}

/** Stored E.164 (or legacy text) → "+27 82 555 1234"; text that is not a number comes back trimmed. */
export function formatPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored.trim(), DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed.formatInternational() : stored.trim();
}

/** A calling code and national number as stored on the account → "+27 82 555 1234". */
export function formatPhoneParts(callingCode: string, number: string): string {
  const parsed = parsePhone(number, callingCode);
  if (parsed.ok) return formatPhone(parsed.e164);
  return [callingCode.trim(), number.trim()].filter(Boolean).join(" ");
}

/** A stored calling code and number as a person types it in a form: "+27", "825551234" → "082 555 1234". */
export function formatPhoneForEditing(callingCode: string, number: string): string {
  const parsed = parsePhone(number, callingCode);
  if (!parsed.ok) return number;
  return parsePhoneNumberFromString(parsed.e164)?.formatNational() ?? number;
}
