// The Mantine component styles the client's acknowledgement page uses beyond those every screen
// loads (app/mantine-styles.ts): imported with the page's code.
import "@mantine/core/styles/SegmentedControl.css";
