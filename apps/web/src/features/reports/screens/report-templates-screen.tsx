import { SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useReportTemplates } from "../api/report-templates";
import { TemplateCard } from "../components/template-card";

/** /admin/report-templates: the Word template of each kind of report. */
export function ReportTemplatesScreen() {
  const templates = useReportTemplates();
  if (templates.isError) throw templates.error;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          Report templates
        </Title>
        <Text c="dimmed" size="sm">
          The Word document each report is filled into. Upload a replacement made from the
          downloaded one; a template with an unknown placeholder is refused with where it is.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {templates.data
          ? templates.data.items.map((item) => <TemplateCard key={item.kind} template={item} />)
          : [1, 2, 3, 4].map((n) => <Skeleton key={n} h={180} radius="lg" />)}
      </SimpleGrid>
    </Stack>
  );
}
