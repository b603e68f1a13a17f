// Mantine styles that only signed-in screens use, loaded with the signed-in layout rather than
// with the first bundle (see app/mantine-styles.ts for the shared ones).
import "@mantine/core/styles/AspectRatio.css";
import "@mantine/core/styles/DataList.css";
import "@mantine/core/styles/EmptyState.css";
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Tooltip.css";
