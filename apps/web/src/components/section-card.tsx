import { Paper, type PaperProps, Stack, type StackProps, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionCardProps extends PaperProps {
  title: ReactNode;
  /** The space between the title and each part below it. */
  gap?: StackProps["gap"];
  children: ReactNode;
}

/** A titled card of a screen's content (the admin and subscription screens). */
export function SectionCard({ title, gap = "md", children, ...paper }: SectionCardProps) {
  return (
    <Paper withBorder shadow="xs" p={{ base: "md", sm: "lg" }} component="section" {...paper}>
      <Stack gap={gap}>
        <Title order={2} fz="lg" c="navy.9">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
