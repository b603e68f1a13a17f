import { Anchor, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { BrandLogo } from "@/components/brand/brand-logo";
import type { LinkComponent } from "@/components/href-link";
import { PRIVACY_POLICY } from "@/lib/paths";
import classes from "./plain-layout.module.css";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/** Public and auth screens: product mark on top, the screen's card centred, a quiet footer. */
export function PlainPage({ link, children }: { link: LinkComponent; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <SkipLink />
      <main className={classes.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <BrandLogo to="/" link={link} />
        {children}
      </main>
      <footer className={classes.footer}>
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} Adviser Desk ·{" "}
          <Anchor component={link} to={PRIVACY_POLICY} size="xs" c="dimmed" fw={400}>
            Privacy policy
          </Anchor>
        </Text>
      </footer>
    </div>
  );
}
