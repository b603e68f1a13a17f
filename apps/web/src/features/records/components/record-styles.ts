// The Mantine component styles the record screens use beyond those every screen loads
// (app/mantine-styles.ts): imported with the record screens' code, so /login and /profile do not
// pay for them. A component added to a record screen needs its file here.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Kbd.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
