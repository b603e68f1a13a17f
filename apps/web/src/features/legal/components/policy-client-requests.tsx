import { PolicySection } from "./policy-section";
import { policyHeadings } from "./policy-toc";

/** Section 10: how an adviser answers a client's request for their information or its deletion. */
export function PolicyClientRequests() {
  return (
    <PolicySection heading={policyHeadings.clientRequests}>
      <p>
        Your clients have the same rights over their information as you have over yours. You decide
        how to answer them, and the app gives you the tools on each client's page:
      </p>
      <ul>
        <li>
          <strong>“What do you hold about me?”</strong> (section 23). Choose{" "}
          <em>Export client data</em>. You get one ZIP file with everything kept for that client:
          their details and profile, every calculation with its inputs and results (and each earlier
          version saved), a PDF report of each, the record-of-advice packs as issued, which reports
          were downloaded, and a record of who exported their information and when. A plain-language
          guide and a list of every file with a fingerprint (SHA-256) come with it, so the client
          can check nothing was changed or left out. Check the person's identity before you hand it
          over.
        </li>
        <li>
          <strong>“Please correct my details.”</strong> (section 24). Edit the client's profile or
          the calculation: the corrected details replace the old ones. A calculation keeps its
          earlier versions as the record of the advice given; erasing the client removes them too.
        </li>
        <li>
          <strong>“Please delete my information.”</strong> (sections 14 and 24). Choose{" "}
          <em>Erase permanently</em>, say why, and type the client's full name to confirm. Only the
          practice's owner or the client's responsible adviser can. If the client has no record of
          advice on file, or the last one is more than five years old, the client, their
          calculations and reports are removed at once and for good, and their spouse or partner's
          file no longer links to them. You receive a reference you can give the client as evidence.
        </li>
        <li>
          <strong>Records you must keep.</strong> The Financial Advisory and Intermediary Services
          Act (FAIS, section 18) and its General Code of Conduct (section 3(2)) require you to keep
          records of advice for five years after the advice or the end of the service, and to
          produce them to the regulator within 7 days. POPIA allows keeping what a law requires
          (section 14(1)(a)). So while that period runs, an erase request <em>restricts</em> the
          client instead: the dialog tells you so and until which day. A restricted client is hidden
          from your client list and calculators, nothing about them can be changed, and you can
          still export their data for the regulator. Adviser Desk erases them the day after the
          period ends and records that it did. Set <em>Service ended on</em> in the client's profile
          when you stop advising them: the five years count from the later of that day and the last
          record of advice.
        </li>
        <li>
          <strong>Deleted clients.</strong> A client you only <em>delete</em> can be restored for 30
          days. Then they are erased automatically, or restricted as above if their records of
          advice must still be kept. The same applies to your clients if your own account is
          deleted.
        </li>
        <li>
          <strong>Who may export.</strong> The owner and advisers can export a client's data.
          Assistants and read-only members can only if the owner allows it on the company page (off
          unless turned on).
        </li>
      </ul>
    </PolicySection>
  );
}
