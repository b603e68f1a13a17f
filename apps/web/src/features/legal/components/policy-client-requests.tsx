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
          <em>Erase permanently</em>, say why, and type the client's full name to confirm. The
          client, their calculations and reports are removed at once and for good, and their spouse
          or partner's file no longer links to them. You receive a reference you can give the client
          as evidence. A client you only <em>delete</em> is erased automatically once the 30-day
          restore period ends.
        </li>
      </ul>
      <p>
        Before erasing, remember that the Financial Advisory and Intermediary Services Act (FAIS)
        and its General Code of Conduct require you to keep records of advice for five years. Where
        you must keep them, export the client's data first and store it safely; POPIA allows keeping
        records that a law requires (section 14(1)(a)).
      </p>
    </PolicySection>
  );
}
