import classes from "./skip-link.module.css";

/** The id of the element holding each layout's screen, the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * WCAG 2.4.1: the first stop of the keyboard on every page jumps past the header and the
 * breadcrumb to the screen itself. Hidden until it has focus.
 */
export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
