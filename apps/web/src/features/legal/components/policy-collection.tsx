import { privacyDetails } from "../privacy-details";
import { PolicySection } from "./policy-section";
import { policyHeadings } from "./policy-toc";

/** Sections 1–4: who we are, what we process, why, and on what basis. */
export function PolicyCollection() {
  const { operator } = privacyDetails;
  return (
    <>
      <PolicySection heading={policyHeadings.whoWeAre}>
        <p>
          {operator} is an online service that South African financial advisers and accountants use
          to prepare tax scenarios and property-finance calculations (transfer duty, home loan
          repayments and investment comparisons) for their clients. This policy explains how we
          handle personal information under the Protection of Personal Information Act 4 of 2013
          (POPIA).
        </p>
        <ul>
          <li>
            <strong>For advisers who hold an account</strong>, {operator} is the{" "}
            <em>responsible party</em>: we decide why and how your account, company and payment
            information is processed.
          </li>
          <li>
            <strong>For the clients of advisers</strong>, the adviser (or their firm) is the
            responsible party for the client information they enter. {operator} is their{" "}
            <em>operator</em> under sections 20 and 21 of POPIA: we process that information only to
            provide the service to the adviser, only on the adviser's instructions, and never for
            our own purposes.
          </li>
        </ul>
      </PolicySection>

      <PolicySection heading={policyHeadings.information}>
        <ul>
          <li>
            <strong>Your account</strong>: your name, e-mail address and whether it is verified;
            your password, stored only as a one-way salted hash that nobody can read back; if you
            sign in with Google, the Google account identifier, name, e-mail address and profile
            picture that Google shares with us; and your sign-in sessions (IP address, browser and
            times).
          </li>
          <li>
            <strong>Your company details</strong>: company name, contact person, e-mail address,
            telephone number, VAT number, website, postal address, logo, and the default assumptions
            you set for calculations (such as inflation and investment growth).
          </li>
          <li>
            <strong>Your clients' information</strong>: what you keep in a client's file — names,
            title, e-mail address, telephone number, identity number, date of birth, marital status
            and matrimonial property regime, spouse or partner, dependants' names and dates of
            birth, employer and income, SARS income tax reference number, retirement funds and your
            notes — and the financial figures you enter for calculations (for example deductions,
            property prices, bond amounts, interest rates and investment amounts), with the
            scenarios, calculations (each version you saved) and reports you build from them, and
            when a report was downloaded or a record-of-advice pack issued. Everything but the
            client's name is optional: keep only what your advice needs. The service does not ask
            for health information, and we ask you not to enter it.
          </li>
          <li>
            <strong>Payment records</strong>: your subscription plan, amounts, dates and status, any
            coupon used, invoices, and the references PayFast gives us for your payments and
            recurring billing. Card and bank details are entered on PayFast's own pages and never
            reach us.
          </li>
          <li>
            <strong>Support</strong>: the messages you send us by e-mail or through the optional
            chat widget.
          </li>
          <li>
            <strong>Security logs</strong>: for each request to our servers, the time, IP address,
            address requested and result, used to keep the service secure and working.
          </li>
        </ul>
      </PolicySection>

      <PolicySection heading={policyHeadings.purposes}>
        <p>We collect personal information for specific purposes only (POPIA section 13):</p>
        <ul>
          <li>to create your account, verify your e-mail address and sign you in securely;</li>
          <li>to run the calculators, keep your clients' records and produce your reports;</li>
          <li>to bill your subscription through PayFast and issue tax invoices;</li>
          <li>
            to send service e-mails: verification and password-reset links, billing notices and
            important changes to the service;
          </li>
          <li>to answer your support requests;</li>
          <li>to detect and prevent fraud, abuse and security incidents; and</li>
          <li>to meet our legal obligations, such as keeping tax records.</li>
        </ul>
        <p>
          We do not sell personal information, use it for advertising, or send marketing without
          your consent. We make no decisions about anyone based solely on automated processing
          (POPIA section 71): the calculators produce figures, and the adviser decides what to do
          with them.
        </p>
      </PolicySection>

      <PolicySection heading={policyHeadings.lawfulBasis}>
        <p>Under section 11 of POPIA, we process personal information because:</p>
        <ul>
          <li>
            it is necessary to provide the service you signed up for and to perform our agreement
            with you (section 11(1)(b));
          </li>
          <li>
            the law requires it, for example keeping invoices for the South African Revenue Service
            (section 11(1)(c));
          </li>
          <li>
            it protects our legitimate interests, or yours, in a secure and reliable service, for
            example keeping security logs (section 11(1)(f)); or
          </li>
          <li>
            you consented, for example when you choose to use the chat widget (section 11(1)(a)).
          </li>
        </ul>
        <p>
          For client information, the adviser relies on their own lawful basis, such as their
          mandate from the client, and is responsible for telling their clients how their
          information is used (section 18).
        </p>
      </PolicySection>
    </>
  );
}
