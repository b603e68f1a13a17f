import {
  clientShareParamsSchema,
  clientSharingResponseSchema,
  removeMemberQuerySchema,
  setResponsibleAdviserInputSchema,
} from "../client-sharing";
import {
  companyIdParamsSchema,
  companyInputSchema,
  companyPatchSchema,
  companyResponseSchema,
  logoUploadedSchema,
} from "../company";
import {
  acceptInvitationInputSchema,
  acceptInvitationResponseSchema,
  invitationInputSchema,
  invitationListResponseSchema,
  invitationPreviewSchema,
  invitationSchema,
  memberListResponseSchema,
  memberRoleChangeSchema,
  memberUserParamsSchema,
} from "../members";
import { idParamsSchema } from "../record-common";
import { endpointDetails } from "./endpoint";

const company = { area: "company", tags: ["company"] } as const;
const members = { area: "members", tags: ["members"] } as const;
const invitations = { area: "invitations", tags: ["members"] } as const;
const sharing = { area: "clients", tags: ["clients"] } as const;

/** Each problem these endpoints share, described once. */
const problem = {
  invalidField: { description: "A field is invalid." },
  companyNotFound: { description: "`company/not-found`: no company profile yet." },
  logoNotFound: { description: "`company/logo-not-found`." },
  memberNotFound: { description: "`members/not-found`: not a member of the caller's company." },
  lastOwner: { description: "`members/last-owner`: the company would have no owner." },
  invalidInvitation: {
    description: "`invitations/invalid`: unknown, used, revoked or expired link.",
  },
  clientNotFound: {
    description:
      "`clients/not-found`: unknown id, another company's, or a client the caller does not see.",
  },
  notResponsible: {
    description:
      "`clients/not-responsible`: only the owner or the client's responsible adviser changes who sees it; or `company/role-forbidden`.",
  },
  notAnAdviser: {
    description: "`clients/not-an-adviser`: not an owner or adviser of the company.",
  },
} as const;

const theCompany = {
  status: 200,
  description: "The company.",
  schema: companyResponseSchema,
} as const;
const theSharingNow = {
  status: 200,
  description: "The sharing now.",
  schema: clientSharingResponseSchema,
} as const;
const theLogo = { status: 200, description: "The PNG.", mediaType: "image/png" } as const;

/** The practice: its company profile and logo, its members and invitations, who sees a client. */
export const practiceEndpoints = endpointDetails({
  getCompany: {
    ...company,
    summary: "The caller's company profile",
    response: theCompany,
    problems: { 404: problem.companyNotFound },
  },
  createCompany: {
    ...company,
    summary: "Create the caller's company profile (spec §5 messages)",
    body: companyInputSchema,
    response: { ...theCompany, status: 201, description: "Created." },
    problems: {
      400: { description: "A field is invalid: `code` carries the first message." },
      409: { description: "`company/already-exists`." },
    },
  },
  updateCompany: {
    ...company,
    summary: "Change some company fields (or mark welcomed)",
    body: companyPatchSchema,
    response: theCompany,
    problems: {
      400: problem.invalidField,
      404: problem.companyNotFound,
      409: { description: "`company/version-conflict`: a stale version." },
    },
  },
  uploadCompanyLogo: {
    ...company,
    summary: "Upload the company logo (PNG, JPEG or WebP, ≤ 2 MB; re-encoded as PNG)",
    bodyMediaType: "image/png",
    response: { status: 200, description: "Stored.", schema: logoUploadedSchema },
    problems: {
      400: {
        description:
          "`company/logo-missing` (empty), `company/logo-too-small`, `company/logo-too-many-pixels` (over 40 megapixels), `company/logo-unreadable` (damaged or cut off).",
      },
      413: { description: "`company/logo-too-large`." },
      415: { description: "`company/logo-type-not-allowed`." },
    },
  },
  deleteCompanyLogo: {
    ...company,
    summary: "Remove the company logo",
    response: { status: 204, description: "Removed." },
  },
  getCompanyLogo: {
    ...company,
    summary: "The caller's company logo",
    response: theLogo,
    problems: { 404: problem.logoNotFound },
  },
  getCompanyLogoById: {
    ...company,
    summary: "The caller's company logo by the company's id (administrators: getAnyCompanyLogo)",
    params: companyIdParamsSchema,
    response: theLogo,
    problems: {
      404: { description: `${problem.logoNotFound.description} Also for another company.` },
    },
  },
  listMembers: {
    ...members,
    summary: "The company's members and their roles",
    response: { status: 200, description: "The members.", schema: memberListResponseSchema },
  },
  changeMemberRole: {
    ...members,
    summary: "Change a member's role (an assistant's advisers with it)",
    params: memberUserParamsSchema,
    body: memberRoleChangeSchema,
    response: { status: 204, description: "Changed." },
    problems: {
      400: { description: "An invalid role, or `members/not-an-adviser`." },
      404: problem.memberNotFound,
      409: problem.lastOwner,
    },
  },
  removeMember: {
    ...members,
    summary:
      "Remove a member: their clients go to `reassignTo` (default: the caller); their sessions lose the company at once",
    params: memberUserParamsSchema,
    query: removeMemberQuerySchema,
    response: { status: 204, description: "Removed." },
    problems: {
      400: {
        description: "`members/not-an-adviser`: `reassignTo` is not another owner or adviser.",
      },
      404: problem.memberNotFound,
      409: problem.lastOwner,
    },
  },
  inviteMember: {
    ...invitations,
    summary: "Invite someone by e-mail with a role; re-inviting replaces the earlier link",
    body: invitationInputSchema,
    response: {
      status: 201,
      description: "Invited; the e-mail is queued.",
      schema: invitationSchema,
    },
    problems: {
      400: { description: "An invalid e-mail address or role." },
      409: { description: "`invitations/already-member`: already a member of this company." },
      429: { description: "`invitations/too-many`: see Retry-After." },
    },
  },
  listInvitations: {
    ...invitations,
    summary: "Pending (unexpired) invitations",
    response: {
      status: 200,
      description: "The invitations.",
      schema: invitationListResponseSchema,
    },
  },
  revokeInvitation: {
    ...invitations,
    summary: "Revoke an invitation: its link stops working",
    params: idParamsSchema,
    response: { status: 204, description: "Revoked." },
    problems: { 404: { description: "`invitations/not-found`." } },
  },
  previewInvitation: {
    ...invitations,
    summary: "What an invitation link invites to (company, role, address), before accepting",
    body: acceptInvitationInputSchema,
    response: { status: 200, description: "The invitation.", schema: invitationPreviewSchema },
    problems: { 404: problem.invalidInvitation },
  },
  acceptInvitation: {
    ...invitations,
    summary: "Join the company that invited the signed-in user's e-mail address",
    body: acceptInvitationInputSchema,
    response: { status: 200, description: "Joined.", schema: acceptInvitationResponseSchema },
    problems: {
      403: { description: "`invitations/other-email`: sent to another address." },
      404: problem.invalidInvitation,
      409: { description: "`invitations/already-member`: the user belongs to a company." },
    },
  },
  getClientSharing: {
    ...sharing,
    summary:
      "Who the client answers to, whom it is shared with, and whether the caller may change it",
    params: idParamsSchema,
    response: { ...theSharingNow, description: "The sharing." },
    problems: { 404: problem.clientNotFound },
  },
  setResponsibleAdviser: {
    ...sharing,
    summary: "Make another owner or adviser responsible for the client",
    params: idParamsSchema,
    body: setResponsibleAdviserInputSchema,
    // No body: an adviser who hands the client over may no longer see it.
    response: { status: 204, description: "Changed." },
    problems: {
      400: problem.notAnAdviser,
      403: problem.notResponsible,
      404: problem.clientNotFound,
    },
  },
  shareClient: {
    ...sharing,
    summary: "Share the client with an owner or adviser (and their assistants)",
    params: clientShareParamsSchema,
    response: theSharingNow,
    problems: {
      400: problem.notAnAdviser,
      403: problem.notResponsible,
      404: problem.clientNotFound,
      409: { description: "`clients/own-adviser`: they are responsible for it already." },
    },
  },
  unshareClient: {
    ...sharing,
    summary: "Stop sharing the client with an adviser",
    params: clientShareParamsSchema,
    response: theSharingNow,
    problems: { 403: problem.notResponsible, 404: problem.clientNotFound },
  },
});
