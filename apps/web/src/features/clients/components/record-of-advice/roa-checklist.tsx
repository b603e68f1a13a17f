import { ROA_SECTIONS, type RoaProblem } from "@adviser-desk/contracts";
import { List, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";

/** What still stops the record being issued (General Code s7(2)), by section. */
export function RoaChecklist({ problems }: { problems: RoaProblem[] }) {
  if (problems.length === 0) {
    return (
      <Text size="sm" c="teal.8" role="status">
        <ThemeIcon size="sm" color="teal" variant="light" mr={6} component="span">
          <IconCircleCheck size={14} />
        </ThemeIcon>
        Every required section is filled in: the record can be issued.
      </Text>
    );
  }
  const sections = Object.entries(ROA_SECTIONS).filter(([key]) =>
    problems.some((p) => p.section === key),
  );
  return (
    <Stack gap="xs" role="region" aria-label="Still to fill in">
      <Text size="sm" fw={600}>
        Still to fill in before it can be issued
      </Text>
      {sections.map(([key, title]) => (
        <Stack key={key} gap={2}>
          <Text size="xs" fw={600} c="navy.9">
            {title}
          </Text>
          <List size="sm" spacing={2}>
            {problems
              .filter((p) => p.section === key)
              .map((p) => (
                <List.Item key={p.message}>{p.message}</List.Item>
              ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
