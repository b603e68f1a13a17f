import type { CompanyValues } from "@adviser-desk/contracts";
import { formatPhoneForEditing } from "@adviser-desk/format/phone";
import { fractionToPercentText } from "@/lib/format";
import type { CompanyFormInput } from "./company-form-schema";

/** What /subscribe starts with: South Africa, with its dialling code. */
export const NEW_COMPANY_VALUES = {
  accountName: "",
  contactPerson: { firstName: "", lastName: "" },
  email: "",
  telephone: { phoneCountryCode: "+27", phoneNumber: "" },
  vatNumber: "",
  website: "",
  address: {
    addressLine1: "",
    addressLine2: "",
    city: "",
    country: "South Africa",
    postalCode: "",
  },
};

/**
 * /subscribe's start for a person who has just registered: the contact person's name and the
 * e-mail they gave at registration, so they are not typed twice. The first word of the name is the
 * first name, the rest the surname ("Jan van der Merwe" → Jan / van der Merwe).
 */
export function newCompanyValuesFor(user: { name: string; email: string }) {
  const [firstName = "", ...rest] = user.name.trim().split(/\s+/);
  return {
    ...NEW_COMPANY_VALUES,
    contactPerson: { firstName, lastName: rest.join(" ") },
    email: user.email,
  };
}

/** A company as the /company form shows it (percentages as text). */
export function companyFormValues(
  company: Omit<CompanyValues, "reportDisclaimer" | "exportByStaff"> & {
    reportDisclaimer?: string | null;
    exportByStaff?: boolean;
  },
): CompanyFormInput {
  return {
    accountName: company.accountName,
    contactPerson: { ...company.contactPerson },
    email: company.email,
    telephone: {
      phoneCountryCode: company.telephone.phoneCountryCode,
      phoneNumber: formatPhoneForEditing(
        company.telephone.phoneCountryCode,
        company.telephone.phoneNumber,
      ),
    },
    vatNumber: company.vatNumber,
    website: company.website,
    fspNumber: company.fspNumber ?? "",
    address: { ...company.address },
    inflation: fractionToPercentText(company.inflation),
    investment: fractionToPercentText(company.investment),
    annualFee: fractionToPercentText(company.annualFee),
    reportDisclaimer: company.reportDisclaimer ?? "",
    exportByStaff: company.exportByStaff ?? false,
  };
}
