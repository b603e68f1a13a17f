import { namedRoutes } from "./route";

/** A company's clients: the client file, its summary, its POPIA rights and its advice packs. */
export const clientRoutes = namedRoutes({
  listClients: {
    method: "GET",
    path: "/api/v1/clients",
    access: "subscriber",
    needs: "company.read",
  },
  createClient: {
    method: "POST",
    path: "/api/v1/clients",
    access: "subscriber",
    needs: "clients.write",
  },
  getClient: {
    method: "GET",
    path: "/api/v1/clients/:id",
    access: "subscriber",
    needs: "company.read",
  },
  updateClient: {
    method: "PATCH",
    path: "/api/v1/clients/:id",
    access: "subscriber",
    needs: "clients.write",
  },
  deleteClient: {
    method: "DELETE",
    path: "/api/v1/clients/:id",
    access: "subscriber",
    needs: "clients.delete",
  },
  restoreClient: {
    method: "POST",
    path: "/api/v1/clients/:id/restore",
    access: "subscriber",
    needs: "clients.write",
  },
  getClientSummary: {
    method: "GET",
    path: "/api/v1/clients/:id/summary",
    access: "subscriber",
    needs: "company.read",
  },
  markClientReviewed: {
    method: "POST",
    path: "/api/v1/clients/:id/review",
    access: "subscriber",
    needs: "clients.review",
  },
  exportClientData: {
    method: "GET",
    path: "/api/v1/clients/:id/export.zip",
    access: "subscriber",
    needs: "clients.export",
  },
  getClientRetention: {
    method: "GET",
    path: "/api/v1/clients/:id/retention",
    access: "subscriber",
    needs: "company.read",
  },
  eraseClient: {
    method: "POST",
    path: "/api/v1/clients/:id/erase",
    access: "subscriber",
    needs: "clients.erase",
  },
  getRecordOfAdvice: {
    method: "GET",
    path: "/api/v1/clients/:id/record-of-advice",
    access: "subscriber",
    needs: "company.read",
  },
  saveRecordOfAdvice: {
    method: "PUT",
    path: "/api/v1/clients/:id/record-of-advice",
    access: "subscriber",
    needs: "clients.write",
  },
  issueRecordOfAdvice: {
    method: "POST",
    path: "/api/v1/clients/:id/record-of-advice/issue",
    access: "subscriber",
    needs: "packs.issue",
  },
  listAdvicePacks: {
    method: "GET",
    path: "/api/v1/clients/:id/advice-packs",
    access: "subscriber",
    needs: "company.read",
  },
  createAcknowledgementLink: {
    method: "POST",
    path: "/api/v1/advice-packs/:id/acknowledgement-link",
    access: "subscriber",
    needs: "packs.issue",
  },
  getAcknowledgedPdf: {
    method: "GET",
    path: "/api/v1/advice-packs/:id/acknowledged.pdf",
    access: "subscriber",
    needs: "company.read",
  },
  viewAcknowledgement: { method: "POST", path: "/api/v1/acknowledgements/view", access: "public" },
  sendAcknowledgementCode: {
    method: "POST",
    path: "/api/v1/acknowledgements/code",
    access: "public",
  },
  openAcknowledgement: { method: "POST", path: "/api/v1/acknowledgements/open", access: "public" },
  decideAcknowledgement: {
    method: "POST",
    path: "/api/v1/acknowledgements/decision",
    access: "public",
  },
  getAdvicePackPdf: {
    method: "GET",
    path: "/api/v1/advice-packs/:id/pdf",
    access: "subscriber",
    needs: "company.read",
  },
});
