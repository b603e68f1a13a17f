import type { CompanyResponse } from "@adviser-desk/contracts";
import { practiceRoutes } from "@adviser-desk/contracts/endpoints/practice-routes";
import type { CompanyRow } from "./company-queries";

/** Where the company's logo is read from; the version makes each upload a new address to cache. */
export const logoUrl = (etag: string) => `${practiceRoutes.getCompanyLogo.path}?v=${etag}`;

/** Row → the spec's field names (accountName, contactPerson, telephone, address, …). */
export function companyJson(row: CompanyRow, logoEtag: string | null): CompanyResponse {
  return {
    id: row.id,
    accountName: row.accountName,
    contactPerson: { firstName: row.contactFirstName, lastName: row.contactLastName },
    email: row.email,
    telephone: { phoneCountryCode: row.phoneCountryCode, phoneNumber: row.phoneNumber },
    vatNumber: row.vatNumber,
    website: row.website,
    fspNumber: row.fspNumber,
    address: {
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      city: row.city,
      country: row.country,
      postalCode: row.postalCode,
    },
    welcomed: row.welcomed,
    inflation: Number(row.inflation),
    investment: Number(row.investment),
    annualFee: Number(row.annualFee),
    keywords: row.keywords,
    reportDisclaimer: row.reportDisclaimer,
    exportByStaff: row.exportByStaff,
    accountImage: logoEtag ? logoUrl(logoEtag) : null,
    owner: row.ownerUserId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The JSON shape back into the form's input shape (for merging a PATCH). */
export function companyInputOf(json: CompanyResponse) {
  const { accountName, contactPerson, email, telephone, vatNumber, website, address } = json;
  return {
    accountName,
    contactPerson,
    email,
    telephone,
    vatNumber,
    website,
    address,
    fspNumber: json.fspNumber,
    inflation: json.inflation,
    investment: json.investment,
    annualFee: json.annualFee,
    reportDisclaimer: json.reportDisclaimer,
    exportByStaff: json.exportByStaff,
  };
}
