export interface PolicyHeading {
  id: string;
  title: string;
}

/** The policy's sections in order; ids are the table of contents' anchors. */
export const policyHeadings = {
  whoWeAre: { id: "who-we-are", title: "1. Who we are and what this policy covers" },
  information: { id: "information-we-process", title: "2. Personal information we process" },
  purposes: { id: "why-we-process-it", title: "3. Why we process it" },
  lawfulBasis: { id: "lawful-basis", title: "4. Our lawful basis" },
  processors: { id: "who-processes-it", title: "5. Who processes it for us" },
  crossBorder: { id: "cross-border", title: "6. Transfers outside South Africa" },
  retention: { id: "retention", title: "7. How long we keep it" },
  security: { id: "security", title: "8. How we protect it" },
  rights: { id: "your-rights", title: "9. Your rights" },
  clientRequests: { id: "client-requests", title: "10. For advisers: your clients' requests" },
  cookies: { id: "cookies", title: "11. Cookies and browser storage" },
  changes: { id: "changes", title: "12. Changes to this policy" },
  contact: { id: "contact", title: "13. Contact us and complaints" },
} as const satisfies Record<string, PolicyHeading>;
