import {
  AspectRatio,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import {
  type Icon,
  IconBuildingBank,
  IconFileText,
  IconReportMoney,
  IconUsers,
} from "@tabler/icons-react";
import { videoEmbedUrl } from "@/lib/video-embed";

interface OverviewModalProps {
  opened: boolean;
  onClose: () => void;
  /** config.overviewVideoUrl: shown in the modal when set. */
  videoUrl: string | null;
}

const STEPS: readonly { icon: Icon; title: string; text: string }[] = [
  {
    icon: IconUsers,
    title: "Add your clients",
    text: "Keep each client's details in one place, searchable by name.",
  },
  {
    icon: IconReportMoney,
    title: "Plan their tax",
    text: "Build income tax scenarios per tax year and compare them.",
  },
  {
    icon: IconBuildingBank,
    title: "Run the numbers",
    text: "Transfer duty, home loan repayments and investment comparisons.",
  },
  {
    icon: IconFileText,
    title: "Share the advice",
    text: "Branded reports with your company's logo and contact details.",
  },
];

/** Spec §2: the Overview video modal with its Get Started button. */
export function OverviewModal({ opened, onClose, videoUrl }: OverviewModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={videoUrl ? "xl" : "lg"}
      radius="lg"
      centered
      padding="xl"
      title={
        <Title order={2} fz={22} c="navy.9">
          Welcome to Adviser Desk
        </Title>
      }
    >
      <Stack gap="lg">
        {videoUrl ? (
          <AspectRatio ratio={16 / 9}>
            <iframe
              src={videoEmbedUrl(videoUrl)}
              title="Adviser Desk overview video"
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              style={{ border: 0, borderRadius: "var(--mantine-radius-md)" }}
            />
          </AspectRatio>
        ) : null}
        <Text c="dimmed" size="sm">
          Your workspace for South African tax and property-finance advice. Here is how it fits
          together:
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          {STEPS.map((step) => (
            <Group key={step.title} gap="sm" align="flex-start" wrap="nowrap">
              <ThemeIcon variant="light" color="teal" radius="md" size={38}>
                <step.icon size={20} stroke={1.7} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={600} size="sm" c="navy.9">
                  {step.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={onClose}>Get Started</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
