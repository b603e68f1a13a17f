import type { ReactNode } from "react";
import type { PolicyHeading } from "./policy-toc";

interface PolicySectionProps {
  heading: PolicyHeading;
  children: ReactNode;
}

export function PolicySection({ heading, children }: PolicySectionProps) {
  return (
    <section aria-labelledby={heading.id}>
      <h2 id={heading.id}>{heading.title}</h2>
      {children}
    </section>
  );
}
