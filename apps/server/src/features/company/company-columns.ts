import { accountNameKeywords, type CompanyValues } from "@adviser-desk/contracts";

/** Validated form values → the company table's columns. */
export function companyColumns(values: CompanyValues) {
  return {
    accountName: values.accountName,
    contactFirstName: values.contactPerson.firstName,
    contactLastName: values.contactPerson.lastName,
    email: values.email,
    phoneCountryCode: values.telephone.phoneCountryCode,
    phoneNumber: values.telephone.phoneNumber,
    vatNumber: values.vatNumber,
    website: values.website,
    fspNumber: values.fspNumber,
    addressLine1: values.address.addressLine1,
    addressLine2: values.address.addressLine2,
    city: values.address.city,
    country: values.address.country,
    postalCode: values.address.postalCode,
    inflation: values.inflation.toFixed(6),
    investment: values.investment.toFixed(6),
    annualFee: values.annualFee.toFixed(6),
    reportDisclaimer: values.reportDisclaimer,
    exportByStaff: values.exportByStaff,
    keywords: accountNameKeywords(values.accountName),
  };
}
