// The Mantine component styles the record-of-advice editor uses beyond those every screen loads
// (app/mantine-styles.ts): imported with the editor's code. A component added here needs its file.
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/Switch.css";
