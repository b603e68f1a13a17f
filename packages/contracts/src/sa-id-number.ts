/**
 * South African ID numbers: YYMMDD SSSS C A Z — 13 digits: date of birth, sequence, citizenship,
 * a digit no longer used, and a Luhn check digit over the first twelve.
 */

/** The Luhn (mod 10) check: from the right, every second digit doubled (minus 9 above 9). */
export function passesLuhnCheck(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether YYMMDD (the first six digits) could be a date of birth (29 Feb allowed: century unknown). */
export function hasPlausibleBirthDate(idNumber: string): boolean {
  const month = Number(idNumber.slice(2, 4));
  const day = Number(idNumber.slice(4, 6));
  const days = DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** 13 digits, a possible date of birth and a correct check digit. */
export function isValidSaIdNumber(value: string): boolean {
  return /^\d{13}$/.test(value) && hasPlausibleBirthDate(value) && passesLuhnCheck(value);
}

/** Whether an ISO date of birth (YYYY-MM-DD) has the ID number's YYMMDD. */
export function birthDateMatchesIdNumber(isoDate: string, idNumber: string): boolean {
  return (
    `${isoDate.slice(2, 4)}${isoDate.slice(5, 7)}${isoDate.slice(8, 10)}` === idNumber.slice(0, 6)
  );
}

/**
 * The date of birth a valid ID number gives (YYYY-MM-DD), or null. The ID holds only YYMMDD: the
 * century is the latest one in which that day is not after today (a person is not born in the
 * future), so "810514…" is 1981 and "050301…" is 2005 in 2026. A day that does not exist in that
 * year (29 February of a year that is not a leap year) gives null.
 */
export function birthDateFromIdNumber(idNumber: string, today: string): string | null {
  const id = idNumber.replace(/\s+/g, "");
  if (!isValidSaIdNumber(id)) return null;
  const yy = id.slice(0, 2);
  const mmdd = `${id.slice(2, 4)}-${id.slice(4, 6)}`;
  const thisCentury = `${today.slice(0, 2)}${yy}-${mmdd}`;
  const previousCentury = `${Number(today.slice(0, 2)) - 1}${yy}-${mmdd}`;
  const iso = thisCentury <= today ? thisCentury : previousCentury;
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? iso : null;
}

/**
 * What a client form puts in an empty date of birth when the ID number changes: the ID's date,
 * or null to leave the field as it is (it has a date the adviser typed, or the ID gives none).
 */
export function dateOfBirthToFill(
  currentDateOfBirth: string | null | undefined,
  idNumber: string,
  today: string,
): string | null {
  return currentDateOfBirth ? null : birthDateFromIdNumber(idNumber, today);
}
