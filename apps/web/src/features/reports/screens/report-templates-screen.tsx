import { SimpleGrid, Skeleton } from "@mantine/core";
import { AdminPage } from "@/components/admin/admin-page";
import { useReportTemplates } from "../api/report-templates";
import { TemplateCard } from "../components/template-card";

/** /admin/report-templates: the Word template of each kind of report. */
export function ReportTemplatesScreen() {
  const templates = useReportTemplates();
  if (templates.isError) throw templates.error;
  return (
    <AdminPage
      title="Report templates"
      description="The Word document each report is filled into. Upload a replacement made from the downloaded one; a template with an unknown placeholder is refused with where it is."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {templates.data
          ? templates.data.items.map((item) => <TemplateCard key={item.kind} template={item} />)
          : [1, 2, 3, 4].map((n) => <Skeleton key={n} h={180} radius="lg" />)}
      </SimpleGrid>
    </AdminPage>
  );
}
