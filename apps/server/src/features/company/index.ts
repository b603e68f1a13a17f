/*
 * The company feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { companyJson } from "./company-json";
export { deleteCompanyHeldBy, findCompanyName } from "./company-service";
export { findCompanyOfMember } from "./find-company-of-member";
export { register } from "./register";
export { updateCompany } from "./update-company";
