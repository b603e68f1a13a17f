import { Anchor, Text } from "@mantine/core";
import { Link, Outlet } from "react-router";
import { BrandLogo } from "@/components/brand/brand-logo";
import classes from "./plain-layout.module.css";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/** Public and auth screens: product mark on top, the screen's card centred, a quiet footer. */
export function PlainLayout() {
  return (
    <div className={classes.page}>
      <SkipLink />
      <main className={classes.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <BrandLogo to="/" />
        <Outlet />
      </main>
      <footer className={classes.footer}>
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} Adviser Desk ·{" "}
          <Anchor component={Link} to="/privacy-policy" size="xs" c="dimmed" fw={400}>
            Privacy policy
          </Anchor>
        </Text>
      </footer>
    </div>
  );
}
