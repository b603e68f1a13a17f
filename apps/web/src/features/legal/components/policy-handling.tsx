import { RESTORE_DAYS, USER_RETENTION_DAYS } from "@adviser-desk/contracts";
import { Table } from "@mantine/core";
import { PolicySection } from "./policy-section";
import { policyHeadings } from "./policy-toc";

const retention = [
  [
    "Account, company details and client records",
    `While your account is open. If your account is deleted, everything is kept for ${USER_RETENTION_DAYS} days so a mistake can be undone, then permanently deleted.`,
  ],
  [
    "Clients and calculations you delete",
    `Kept for ${RESTORE_DAYS} days so you can restore a mistake, then permanently erased automatically.`,
  ],
  [
    "A client you erase permanently",
    "Erased at once with all their calculations and reports. The audit trail keeps only that an erasure happened, when, by whom and why, under a reference that does not identify the client.",
  ],
  ["Invoices and payment records", "5 years, as the Tax Administration Act 28 of 2011 requires."],
  ["Sign-in sessions", "Until you log out or the session expires; expired sessions are deleted."],
  ["Security logs", "90 days."],
  ["Support messages", "2 years after the conversation ends."],
] as const;

/** Sections 5–8: operators, cross-border transfers, retention and security. */
export function PolicyHandling() {
  return (
    <>
      <PolicySection heading={policyHeadings.processors}>
        <p>
          We use a small number of service providers (operators) who process personal information on
          our behalf, under written agreements that require them to keep it confidential and secure
          and to use it only for the service they provide to us (POPIA sections 20 and 21):
        </p>
        <ul>
          <li>
            <strong>Hosting provider</strong>: runs our servers, database and backups.
          </li>
          <li>
            <strong>E-mail delivery provider</strong>: sends verification, password-reset and
            billing e-mails.
          </li>
          <li>
            <strong>PayFast</strong> (a South African payment gateway): takes card and instalment
            payments and manages recurring billing. PayFast is a responsible party in its own right
            for the payment details you give it, under its own privacy policy.
          </li>
          <li>
            <strong>Chat widget provider</strong> (optional): handles the conversation when you
            choose to chat with us.
          </li>
        </ul>
        <p>
          We disclose personal information to anyone else only where the law requires it, for
          example under a court order or a lawful request from the South African Revenue Service.
        </p>
      </PolicySection>

      <PolicySection heading={policyHeadings.crossBorder}>
        <p>
          Some of our service providers may store or process information on servers outside South
          Africa. We transfer personal information across the border only as section 72 of POPIA
          allows: where the recipient is bound by a law, binding corporate rules or an agreement
          that gives protection substantially similar to POPIA, or where the transfer is necessary
          to provide the service you asked for.
        </p>
      </PolicySection>

      <PolicySection heading={policyHeadings.retention}>
        <p>We keep personal information no longer than we need it (POPIA section 14):</p>
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder withColumnBorders verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Information</Table.Th>
                <Table.Th>How long</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {retention.map(([what, howLong]) => (
                <Table.Tr key={what}>
                  <Table.Td>{what}</Table.Td>
                  <Table.Td>{howLong}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <p>
          Backups are overwritten on a rolling basis within 30 days, so deleted information also
          leaves our backups within that time.
        </p>
      </PolicySection>

      <PolicySection heading={policyHeadings.security}>
        <p>
          We take appropriate, reasonable technical and organisational measures to keep personal
          information safe (POPIA section 19), including:
        </p>
        <ul>
          <li>encryption in transit (HTTPS) for every connection to the service;</li>
          <li>passwords stored only as salted hashes, and limits on repeated sign-in attempts;</li>
          <li>
            strict separation between companies: each company's records can only be reached by that
            company's own users;
          </li>
          <li>access by our staff only where needed to run or support the service, and logged;</li>
          <li>regular backups, security updates and monitoring of our systems; and</li>
          <li>
            written security obligations on every service provider that handles the information.
          </li>
        </ul>
        <p>
          If we have reasonable grounds to believe that personal information has been accessed by
          someone without authority, we will notify the Information Regulator and the people
          affected as soon as reasonably possible (section 22). Where the information is client
          information, we notify the adviser so they can inform their clients.
        </p>
      </PolicySection>
    </>
  );
}
