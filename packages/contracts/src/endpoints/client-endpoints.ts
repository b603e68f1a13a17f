import {
  advicePackListResponseSchema,
  advicePackSchema,
  issueAdvicePackInputSchema,
} from "../advice-packs";
import {
  CLIENT_EXPORT_MEDIA_TYPE,
  eraseClientInputSchema,
  eraseClientResponseSchema,
} from "../client-privacy";
import { clientRetentionResponseSchema } from "../client-retention";
import { clientReviewResponseSchema, clientSummaryResponseSchema } from "../client-summary";
import {
  clientListResponseSchema,
  clientResponseSchema,
  createClientInputSchema,
  listClientsQuerySchema,
  updateClientInputSchema,
} from "../clients";
import { problemSchema } from "../problem";
import { idParamsSchema } from "../record-common";
import { endpointDetails } from "./endpoint";

const clients = { area: "clients", tags: ["clients"] } as const;
const oneClient = { ...clients, params: idParamsSchema } as const;
const packs = { area: "advice-packs", tags: ["advice-packs"], params: idParamsSchema } as const;
const notFound = { description: "`clients/not-found`: unknown id, or another company's." };
const clientDeleted = { description: "`clients/deleted`: restore the client first." };
const theClient = {
  status: 200,
  description: "The client.",
  schema: clientResponseSchema,
} as const;

/** The client file: the clients, a client's summary, its POPIA rights and its advice packs. */
export const clientEndpoints = endpointDetails({
  listClients: {
    ...clients,
    summary: "List clients by surname, name (search, keyset pages, recently deleted)",
    query: listClientsQuerySchema,
    response: { status: 200, description: "A page of clients.", schema: clientListResponseSchema },
    problems: { 400: { description: "A bad query parameter or `clients/invalid-cursor`." } },
  },
  createClient: {
    ...clients,
    summary: "Add a client",
    body: createClientInputSchema,
    response: { status: 201, description: "The new client.", schema: clientResponseSchema },
    problems: { 400: { description: "A field is invalid, e.g. `clients/client-name-missing`." } },
  },
  getClient: {
    ...oneClient,
    summary: "One client (also a deleted one, with deletedAt)",
    response: theClient,
    problems: { 404: notFound },
  },
  updateClient: {
    ...oneClient,
    summary: "Change some of a client's fields (null or empty clears an optional one)",
    body: updateClientInputSchema,
    response: theClient,
    problems: {
      400: { description: "A field is invalid." },
      404: notFound,
      409: {
        description:
          "`clients/version-conflict` (with `current`: the client now) or `clients/deleted`.",
        schema: problemSchema.extend({ current: clientResponseSchema.optional() }),
      },
    },
  },
  deleteClient: {
    ...oneClient,
    summary: "Delete a client (soft: hidden with its records, restorable for 30 days)",
    response: { status: 204, description: "Deleted." },
    problems: { 404: notFound },
  },
  restoreClient: {
    ...oneClient,
    summary: "Restore a client deleted in the last 30 days, with its records",
    response: theClient,
    problems: { 404: notFound, 410: { description: "`clients/restore-expired`." } },
  },
  getClientSummary: {
    ...oneClient,
    summary:
      "The client file at a glance: profile, headline figures per record kind, changes since the last review, timeline",
    response: { status: 200, description: "The summary.", schema: clientSummaryResponseSchema },
    problems: { 404: notFound, 409: clientDeleted },
  },
  markClientReviewed: {
    ...oneClient,
    summary: "Mark the client file reviewed now (the summary lists changes since)",
    response: {
      status: 200,
      description: "When it was reviewed.",
      schema: clientReviewResponseSchema,
    },
    problems: { 404: notFound, 409: clientDeleted },
  },
  exportClientData: {
    ...oneClient,
    summary:
      "Everything held about a client (also a deleted one) as a ZIP: profile, records with their report PDFs, audit entries, manifest.json with SHA-256s",
    response: { status: 200, description: "The ZIP.", mediaType: CLIENT_EXPORT_MEDIA_TYPE },
    problems: { 404: notFound },
  },
  getClientRetention: {
    ...oneClient,
    summary:
      "What erasing the client would do today: erase at once, or restrict until the FAIS period ends (with the date), and the linked spouse",
    response: {
      status: 200,
      description: "The retention facts and the outcome.",
      schema: clientRetentionResponseSchema,
    },
    problems: { 404: notFound },
  },
  eraseClient: {
    ...oneClient,
    summary:
      "Erase a client for good (live or deleted) with its records and spouse link, or restrict it while FAIS keeps its records; the adviser types the client's full name",
    body: eraseClientInputSchema,
    response: {
      status: 200,
      description:
        "Erased (the audit trail keeps only the reference), or restricted until `keptUntil` and erased the day after.",
      schema: eraseClientResponseSchema,
    },
    problems: {
      400: {
        description:
          "`clients/erase-confirmation-mismatch`: the name typed is not the client's; nothing changed.",
      },
      403: {
        description:
          "`clients/not-responsible`: only the owner or the client's responsible adviser erases; or `company/role-forbidden`.",
      },
      404: notFound,
      409: { description: "`clients/restricted`: the client is already restricted." },
    },
  },
  issueAdvicePack: {
    ...packs,
    summary:
      "Issue a record-of-advice pack (cover, contents, summary, the ticked records' reports) and store it",
    body: issueAdvicePackInputSchema,
    response: { status: 201, description: "The issued pack.", schema: advicePackSchema },
    problems: {
      400: { description: "No records ticked, too many, or one twice." },
      404: {
        description:
          "`clients/not-found`, or `records/not-found`: a ticked record is not one of this client's live records.",
      },
      409: clientDeleted,
      429: {
        description: "`reports/pdf-busy`: your company has PDFs being made; see Retry-After.",
      },
      503: { description: "`reports/pdf-timeout`: the PDF took too long to make." },
    },
  },
  listAdvicePacks: {
    ...packs,
    summary: "The record-of-advice packs issued for a client, newest first",
    response: { status: 200, description: "The packs.", schema: advicePackListResponseSchema },
    problems: { 404: notFound },
  },
  getAdvicePackPdf: {
    ...packs,
    summary: "An issued pack's PDF, byte for byte as issued",
    response: { status: 200, description: "The PDF.", mediaType: "application/pdf" },
    problems: {
      404: { description: "`advice-packs/not-found`: unknown id, or another company's." },
    },
  },
});
