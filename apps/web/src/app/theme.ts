import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** Deep navy: trust and calm. Shade 8 is the brand navy used for buttons, 9 for the header mark. */
const navy: MantineColorsTuple = [
  "#eef3fa",
  "#dce4f0",
  "#b4c6e0",
  "#8aa6d0",
  "#6789c3",
  "#5078ba",
  "#3f68ad",
  "#2f5795",
  "#234777",
  "#15325e",
];

/** A blue-leaning teal for accents and success, calmer than Mantine's default green-teal. */
const teal: MantineColorsTuple = [
  "#e7f8f6",
  "#d3eeea",
  "#a8dcd4",
  "#7ac9bd",
  "#53b9aa",
  "#3aaf9f",
  "#2aa899",
  "#199383",
  "#0a8374",
  "#007163",
];

const fontStack =
  'Inter, "Segoe UI Variable Text", "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { navy, teal },
  primaryColor: "navy",
  primaryShade: { light: 8, dark: 5 },
  black: "#13233a",
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: "650" },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
  // Plain objects rather than `Button.extend(…)`: importing a component here would put it (and,
  // for Menu, its positioning library) into the first bundle of every screen.
  components: {
    Alert: { defaultProps: { radius: "md", variant: "light" } },
    // A badge keeps its whole word: in a row of badges or a narrow table cell it never shrinks to
    // "Acti…".
    Badge: { styles: { root: { flexShrink: 0, minWidth: "max-content" } } },
    // WCAG 4.1.2: the arrow buttons have no text of their own.
    Pagination: {
      defaultProps: {
        getControlProps: (control: "first" | "previous" | "last" | "next") => ({
          "aria-label": `${control[0]?.toUpperCase()}${control.slice(1)} page`,
        }),
      },
    },
    // WCAG 2.1.1: a table wider than a phone scrolls sideways, so its region takes keyboard focus.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    Anchor: { defaultProps: { c: "navy.7", fw: 500 } },
    // A button keeps its whole label: beside a long heading on a phone the heading wraps, the
    // button never shrinks to "+ Nev".
    Button: { defaultProps: { size: "md", radius: "md" }, styles: { root: { flexShrink: 0 } } },
    Checkbox: { defaultProps: { radius: "sm" } },
    // A spinner is a status: its aria-label ("Loading members") is only allowed on an element with
    // a role (axe aria-prohibited-attr), so every Loader has one, in buttons too.
    Loader: { defaultProps: { role: "status" } },
    Menu: { defaultProps: { shadow: "md", radius: "md" } },
    // Every dialog is built here. WCAG 4.1.2 (axe button-name, critical): the × has a name. Its
    // header is a plain div: a <header> outside sectioning content is a second banner landmark.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    ModalHeader: { defaultProps: { component: "div" } },
    Paper: { defaultProps: { radius: "lg" } },
    PasswordInput: { defaultProps: { size: "md" } },
    TextInput: { defaultProps: { size: "md" } },
  },
});
