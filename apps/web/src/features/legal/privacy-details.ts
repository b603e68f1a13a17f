// The operator's details printed in the privacy policy. Confirm these with the business owner
// before launch and change them here only; the policy text reads them from this file.
import { operatorDetails } from "@/lib/operator-details";

export const privacyDetails = {
  /** The responsible party under POPIA. */
  operator: operatorDetails.name,
  /** The date this version of the policy took effect, as printed. */
  effectiveDate: "22 November 2026",
} as const;

/** The Information Regulator (South Africa), for complaints under POPIA s 74. */
export const informationRegulator = {
  physicalAddress: "JD House, 27 Stiemens Street, Braamfontein, Johannesburg, 2001",
  postalAddress: "P.O. Box 31533, Braamfontein, Johannesburg, 2017",
  complaintsEmail: "POPIAComplaints@inforegulator.org.za",
  enquiriesEmail: "enquiries@inforegulator.org.za",
  website: "https://inforegulator.org.za",
} as const;
