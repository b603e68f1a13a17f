import { namedRoutes } from "./route";

/** The practice: its company profile and logo, its members and invitations, who sees a client. */
export const practiceRoutes = namedRoutes({
  getCompany: { method: "GET", path: "/api/v1/company", access: "user" },
  createCompany: { method: "POST", path: "/api/v1/company", access: "user" },
  updateCompany: {
    method: "PATCH",
    path: "/api/v1/company",
    access: "user",
    needs: "company.manage",
  },
  uploadCompanyLogo: {
    method: "PUT",
    path: "/api/v1/company/logo",
    access: "company",
    needs: "company.manage",
  },
  deleteCompanyLogo: {
    method: "DELETE",
    path: "/api/v1/company/logo",
    access: "company",
    needs: "company.manage",
  },
  getCompanyLogo: {
    method: "GET",
    path: "/api/v1/company/logo",
    access: "company",
    needs: "company.read",
  },
  getCompanyLogoById: {
    method: "GET",
    path: "/api/v1/companies/:companyId/logo",
    access: "company",
    needs: "company.read",
  },
  listMembers: {
    method: "GET",
    path: "/api/v1/company/members",
    access: "company",
    needs: "members.manage",
  },
  changeMemberRole: {
    method: "PATCH",
    path: "/api/v1/company/members/:userId",
    access: "company",
    needs: "members.manage",
  },
  removeMember: {
    method: "DELETE",
    path: "/api/v1/company/members/:userId",
    access: "company",
    needs: "members.manage",
  },
  inviteMember: {
    method: "POST",
    path: "/api/v1/company/invitations",
    access: "company",
    needs: "members.manage",
  },
  listInvitations: {
    method: "GET",
    path: "/api/v1/company/invitations",
    access: "company",
    needs: "members.manage",
  },
  revokeInvitation: {
    method: "DELETE",
    path: "/api/v1/company/invitations/:id",
    access: "company",
    needs: "members.manage",
  },
  previewInvitation: { method: "POST", path: "/api/v1/invitations/preview", access: "user" },
  acceptInvitation: { method: "POST", path: "/api/v1/invitations/accept", access: "user" },
  getClientSharing: {
    method: "GET",
    path: "/api/v1/clients/:id/sharing",
    access: "subscriber",
    needs: "company.read",
  },
  setResponsibleAdviser: {
    method: "PUT",
    path: "/api/v1/clients/:id/responsible-adviser",
    access: "subscriber",
    needs: "clients.write",
  },
  shareClient: {
    method: "PUT",
    path: "/api/v1/clients/:id/shares/:userId",
    access: "subscriber",
    needs: "clients.write",
  },
  unshareClient: {
    method: "DELETE",
    path: "/api/v1/clients/:id/shares/:userId",
    access: "subscriber",
    needs: "clients.write",
  },
});
