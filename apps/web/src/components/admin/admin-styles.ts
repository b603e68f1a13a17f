// The Mantine component styles the admin screens use beyond those every screen loads
// (app/mantine-styles.ts, layouts/workspace-styles.ts): loaded with the admin screens only.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/Spoiler.css";
import "@mantine/core/styles/Switch.css";
