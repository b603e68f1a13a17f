import { z } from "zod";
import {
  acknowledgementDocumentSchema,
  acknowledgementInviteSchema,
  acknowledgementLinkSchema,
  acknowledgementReceiptSchema,
  acknowledgementTokenInputSchema,
  createAcknowledgementLinkInputSchema,
  decideAcknowledgementInputSchema,
  openAcknowledgementInputSchema,
} from "../advice-acknowledgement";
import { advicePackListResponseSchema, issuedRoaSchema } from "../advice-packs";
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
import {
  issueRoaInputSchema,
  roaDraftResponseSchema,
  roaProblemSchema,
  saveRoaDraftInputSchema,
} from "../record-of-advice";
import { endpointDetails } from "./endpoint";

const clients = { area: "clients", tags: ["clients"] } as const;
const oneClient = { ...clients, params: idParamsSchema } as const;
const packs = { area: "advice-packs", tags: ["advice-packs"], params: idParamsSchema } as const;
const notFound = { description: "`clients/not-found`: unknown id, or another company's." };
const acknowledgements = { area: "acknowledgements", tags: ["acknowledgements"] } as const;
const linkGone = {
  description:
    "`acknowledgements/not-found`: the same answer for a link never issued, guessed, used, replaced, expired or ended by wrong answers.",
};
const tooMany = { description: "`acknowledgements/too-many-requests`: see Retry-After." };
const identityWrong = {
  description:
    "`acknowledgements/identity-mismatch`: the answer is not the client's; the link ends after five.",
};
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
    problems: {
      403: {
        description:
          "`clients/not-visible`: the client is the caller's company's, but not one the member sees (ADR 030); the detail says why and whom to ask.",
      },
      404: notFound,
    },
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
  getRecordOfAdvice: {
    ...packs,
    summary:
      "The client's record of advice being written (empty, version 0, before the first save), with what it draws from the file and why it cannot be issued yet",
    response: { status: 200, description: "The draft.", schema: roaDraftResponseSchema },
    problems: { 404: notFound, 409: clientDeleted },
  },
  saveRecordOfAdvice: {
    ...packs,
    summary: "Save the client's record of advice being written (over the version read)",
    body: saveRoaDraftInputSchema,
    response: { status: 200, description: "The draft as saved.", schema: roaDraftResponseSchema },
    problems: {
      400: { description: "A field is invalid." },
      404: {
        description:
          "`clients/not-found`, or `records/not-found`: a ticked calculation is not one of this client's live records.",
      },
      409: {
        description:
          "`record-of-advice/version-conflict`: saved by someone else since it was read; or `clients/deleted`.",
      },
    },
  },
  issueRecordOfAdvice: {
    ...packs,
    summary:
      "Issue the record of advice as saved at `version`: every required section filled (General Code s7(2)), the PDF stored byte for byte with its SHA-256 as the client's next numbered record",
    body: issueRoaInputSchema,
    response: {
      status: 201,
      description:
        "The issued record, with the client's acknowledgement link (shown once; null when the client's profile has neither an ID number nor an e-mail address to confirm who they are).",
      schema: issuedRoaSchema,
    },
    problems: {
      400: {
        description:
          "`record-of-advice/incomplete`, with `problems`: each names the section (basis, needs, products, replacement, fees) and what it lacks. Nothing is issued.",
        schema: problemSchema.extend({ problems: z.array(roaProblemSchema).optional() }),
      },
      404: notFound,
      409: {
        description:
          "`record-of-advice/version-conflict`: the draft changed since it was read (or was never saved); or `clients/deleted`.",
      },
      429: {
        description: "`reports/pdf-busy`: your company has PDFs being made; see Retry-After.",
      },
      503: { description: "`reports/pdf-timeout`: the PDF took too long to make." },
    },
  },
  listAdvicePacks: {
    ...packs,
    summary: "The records of advice (and earlier packs) issued for a client, newest first",
    response: { status: 200, description: "The packs.", schema: advicePackListResponseSchema },
    problems: { 404: notFound },
  },
  createAcknowledgementLink: {
    ...packs,
    summary:
      "A new single-use link for the client to acknowledge an issued record of advice online (the record's earlier open links stop working), e-mailed to the client's profile address or returned to copy",
    body: createAcknowledgementLinkInputSchema,
    response: {
      status: 201,
      description: "The link, shown once.",
      schema: acknowledgementLinkSchema,
    },
    problems: {
      404: { description: "`advice-packs/not-found`: unknown id, or another company's." },
      409: {
        description:
          "`advice-packs/not-a-record-of-advice`, `advice-packs/already-acknowledged` (the client answered: issue a new version), `advice-packs/no-identity-check` (no ID number or e-mail on the profile), `advice-packs/no-client-email`, or `clients/deleted`.",
      },
    },
  },
  getAcknowledgedPdf: {
    ...packs,
    summary:
      "The issued record of advice with the client's acceptance page after it: a derived file whose first bytes are the issued PDF, unchanged",
    response: { status: 200, description: "The PDF.", mediaType: "application/pdf" },
    problems: {
      404: {
        description:
          "`advice-packs/acknowledgement-not-found`: the client has not decided yet, the id is unknown, or another company's.",
      },
    },
  },
  viewAcknowledgement: {
    ...acknowledgements,
    summary: "Anonymous: what an acknowledgement link asks, before the client says who they are",
    body: acknowledgementTokenInputSchema,
    response: { status: 200, description: "Who asks.", schema: acknowledgementInviteSchema },
    problems: { 404: linkGone, 429: tooMany },
  },
  sendAcknowledgementCode: {
    ...acknowledgements,
    summary: "Anonymous: e-mail a six-digit code to the client's profile address",
    body: acknowledgementTokenInputSchema,
    response: { status: 204, description: "Sent." },
    problems: { 404: linkGone, 429: tooMany },
  },
  openAcknowledgement: {
    ...acknowledgements,
    summary:
      "Anonymous: the document, once the client confirms who they are (the last four digits of the ID number, or the e-mailed code)",
    body: openAcknowledgementInputSchema,
    response: { status: 200, description: "The document.", schema: acknowledgementDocumentSchema },
    problems: { 400: identityWrong, 404: linkGone, 429: tooMany },
  },
  decideAcknowledgement: {
    ...acknowledgements,
    summary:
      "Anonymous: accept or decline the record of advice with the full name typed; stored with the time, IP address, browser, the document's SHA-256 and the statement; the link is used up",
    body: decideAcknowledgementInputSchema,
    response: { status: 200, description: "The receipt.", schema: acknowledgementReceiptSchema },
    problems: {
      400: {
        description:
          "`acknowledgements/identity-mismatch`, or `acknowledgements/name-mismatch`: the name typed is not the client's.",
      },
      404: linkGone,
      409: { description: "`acknowledgements/document-changed`: open the link again." },
      429: tooMany,
    },
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
