import { DEFAULT_INFORMATION_OFFICER_EMAIL } from "@adviser-desk/contracts";
import { useQuery } from "@tanstack/react-query";
import { publicConfigQueryOptions } from "@/lib/api/get-public-config";
import { informationRegulator, privacyDetails } from "../privacy-details";
import { PolicyClientRequests } from "./policy-client-requests";
import { PolicySection } from "./policy-section";
import { policyHeadings } from "./policy-toc";

/** Sections 9–13: rights, advisers' client requests, cookies, changes, contact and complaints. */
export function PolicyRights() {
  const { operator } = privacyDetails;
  // The Information Officer is site config: an administrator names them without a deploy.
  const officer = useQuery(publicConfigQueryOptions()).data?.informationOfficer;
  const informationOfficerEmail = officer?.email ?? DEFAULT_INFORMATION_OFFICER_EMAIL;
  const regulator = informationRegulator;
  return (
    <>
      <PolicySection heading={policyHeadings.rights}>
        <p>Under POPIA you have the right to:</p>
        <ul>
          <li>
            ask whether we hold personal information about you, and for a copy of it (section 23);
          </li>
          <li>
            ask us to correct, update or delete information that is inaccurate, out of date,
            incomplete or no longer needed (section 24);
          </li>
          <li>
            object to processing based on legitimate interests, and to direct marketing (section
            11(3));
          </li>
          <li>
            withdraw your consent where we rely on it, without affecting what was done before; and
          </li>
          <li>lodge a complaint with the Information Regulator (section 74).</li>
        </ul>
        <p>
          You can correct much of your information yourself: your name and password on My Profile,
          your company details on My Company Details, and your clients and their records on their
          own screens. For anything else, e-mail our Information Officer. We will answer within 30
          days, may first ask you to confirm your identity, and do not charge for reasonable
          requests about your own information.
        </p>
        <p>
          If you are a client of an adviser who uses {operator}, please contact your adviser first:
          they control your information, and can give you a copy of it or erase it from the app
          (section 10 below). We will help them respond to your request.
        </p>
      </PolicySection>

      <PolicyClientRequests />

      <PolicySection heading={policyHeadings.cookies}>
        <p>
          We use one cookie: a strictly necessary session cookie that keeps you signed in. It is set
          when you sign in, cannot be read by scripts on the page, is sent only over HTTPS, and ends
          when you log out or the session expires. The app also keeps a note of its own version in
          your browser's storage so it can tell you when an update is available; that note holds no
          personal information.
        </p>
        <p>
          We do not use advertising, analytics or tracking cookies. If you open the optional chat
          widget, its provider may set the cookies it needs for the conversation to work.
        </p>
      </PolicySection>

      <PolicySection heading={policyHeadings.changes}>
        <p>
          When we change this policy we publish the new version here with its effective date. If a
          change materially affects how we use your information, we will also e-mail you before it
          takes effect.
        </p>
      </PolicySection>

      <PolicySection heading={policyHeadings.contact}>
        <p>
          <strong>Information Officer, {operator}</strong>
          <br />
          {officer?.name ? (
            <>
              {officer.name}
              <br />
            </>
          ) : null}
          E-mail: <a href={`mailto:${informationOfficerEmail}`}>{informationOfficerEmail}</a>
        </p>
        <p>
          If you are not satisfied with how we handled your request or your information, you may
          complain to the Information Regulator (South Africa):
        </p>
        <p>
          <strong>The Information Regulator (South Africa)</strong>
          <br />
          {regulator.physicalAddress}
          <br />
          {regulator.postalAddress}
          <br />
          Complaints:{" "}
          <a href={`mailto:${regulator.complaintsEmail}`}>{regulator.complaintsEmail}</a>
          <br />
          General enquiries:{" "}
          <a href={`mailto:${regulator.enquiriesEmail}`}>{regulator.enquiriesEmail}</a>
          <br />
          Website:{" "}
          <a href={regulator.website} target="_blank" rel="noreferrer">
            {regulator.website.replace("https://", "")}
          </a>
        </p>
      </PolicySection>
    </>
  );
}
