import { KIND_WORDS, kindsInOrder, type SpreadsheetKind } from "../kinds/words";
import { idParamsSchema, type RecordKind } from "../record-common";
import {
  reportCsvQuerySchema,
  reportResponseSchema,
  scenarioCompareQuerySchema,
  XLSX_MEDIA_TYPE,
} from "../reports";
import {
  DOCX_MEDIA_TYPE,
  reportTemplateInfoSchema,
  reportTemplateKindParamsSchema,
  reportTemplateListSchema,
} from "../reports-templates";
import { type EndpointDetails, endpointDetails } from "./endpoint";
import {
  type ReportFormat,
  type ReportKindFormat,
  type ReportRouteName,
  reportRouteName,
} from "./report-routes";

const problems = {
  404: {
    description: "`records/not-found`: unknown id, another company's, or its client is deleted.",
  },
  409: { description: "`records/deleted`: restore the record first." },
};

/** The report of one kind in each format it has, under each endpoint's name. */
function reportDetails(kind: RecordKind): [string, EndpointDetails][] {
  const { noun, spreadsheets } = KIND_WORDS[kind];
  const common = { area: "reports", tags: ["reports"], params: idParamsSchema, problems };
  const file = (summary: string, description: string, mediaType: string) => ({
    ...common,
    summary,
    response: { status: 200 as const, description, mediaType },
  });
  const details: Partial<Record<ReportFormat, EndpointDetails>> = {
    "": {
      ...common,
      summary: `The ${noun}'s report as the report screen shows it`,
      response: { status: 200, description: "The report.", schema: reportResponseSchema },
    },
    pdf: {
      ...file(`The ${noun}'s branded report as an A4 PDF`, "The PDF.", "application/pdf"),
      problems: {
        ...problems,
        429: {
          description: "`reports/pdf-busy`: your company has PDFs being made; see Retry-After.",
        },
        503: { description: "`reports/pdf-timeout`: the PDF took too long to make." },
      },
    },
    docx: file(
      `The ${noun}'s report filled into the kind's Word template`,
      "The Word document.",
      DOCX_MEDIA_TYPE,
    ),
  };
  if (spreadsheets) {
    details.xlsx = file(spreadsheets.xlsx, "The workbook.", XLSX_MEDIA_TYPE);
    details.csv = {
      ...file(spreadsheets.csv, "The CSV.", "text/csv"),
      query: reportCsvQuerySchema,
      problems: { ...problems, 400: { description: "A bad schedule parameter." } },
    };
  }
  return Object.entries(details).map(([format, detail]) => [
    reportRouteName(kind as SpreadsheetKind, format as ReportFormat),
    detail,
  ]);
}

/** The details `reportDetails` gives a format, with the schemas' literal types. */
type ReportDetailsOf<F extends ReportFormat> = EndpointDetails & {
  params: typeof idParamsSchema;
} & (F extends ""
    ? { response: { status: 200; schema: typeof reportResponseSchema } }
    : F extends "csv"
      ? { query: typeof reportCsvQuerySchema; response: { status: 200 } }
      : { response: { status: 200 } });

type KindReportDetails = {
  readonly [P in ReportKindFormat as ReportRouteName<P[0], P[1]>]: ReportDetailsOf<P[1]>;
};

const compare = {
  area: "reports",
  tags: ["reports"],
  query: scenarioCompareQuerySchema,
  problems: {
    400: { description: "`reports/ids-missing` or more than 10 ids." },
    404: { description: "`records/not-found`: an id is unknown, another company's or deleted." },
  },
} as const;
const admin = { area: "report-templates", tags: ["admin"] } as const;
const templateNotFound = { description: "`report-templates/not-found`: not a record kind." };

/** Reports of every kind, scenarios compared, and the Word templates administrators manage. */
export const reportEndpoints = {
  // The report of each kind: the names are built from the kinds' words (report-routes.ts).
  ...(Object.fromEntries(kindsInOrder().flatMap(reportDetails)) as KindReportDetails),
  ...endpointDetails({
    compareScenariosXlsx: {
      ...compare,
      summary: "Tax scenarios side by side as an Excel workbook",
      response: { status: 200, description: "The workbook.", mediaType: XLSX_MEDIA_TYPE },
    },
    compareScenariosCsv: {
      ...compare,
      summary: "Tax scenarios side by side as CSV",
      response: { status: 200, description: "The CSV.", mediaType: "text/csv" },
    },
    listReportTemplates: {
      ...admin,
      summary: "The Word template of each report kind: built-in or uploaded (by whom, when)",
      response: {
        status: 200,
        description: "One item per kind.",
        schema: reportTemplateListSchema,
      },
    },
    downloadReportTemplate: {
      ...admin,
      summary: "Download the Word template in use for a kind (the uploaded one, else the built-in)",
      params: reportTemplateKindParamsSchema,
      response: { status: 200, description: "The template.", mediaType: DOCX_MEDIA_TYPE },
      problems: { 404: templateNotFound },
    },
    uploadReportTemplate: {
      ...admin,
      summary: "Replace a kind's Word template (.docx body; X-File-Name names it)",
      description:
        "The template is parsed with docxtemplater first: broken {…} syntax, an unknown placeholder or loop, or {accountImage} as text is refused with a message naming it and the paragraph it is in.",
      params: reportTemplateKindParamsSchema,
      bodyMediaType: DOCX_MEDIA_TYPE,
      response: {
        status: 200,
        description: "The template now in use.",
        schema: reportTemplateInfoSchema,
      },
      problems: {
        400: {
          description:
            "`report-templates/invalid-template`: what is wrong and where (also a part named `../…`, absolute or with backslashes, or an absurd compression ratio); `report-templates/bad-file-name`: X-File-Name is not percent-encoded.",
        },
        404: templateNotFound,
        413: {
          description:
            "`report-templates/too-large`: more than 5 MB, or unpacking to more than 20 MB (4 MB of text).",
        },
        415: { description: "`report-templates/not-docx`: send the file as a .docx body." },
      },
    },
    resetReportTemplate: {
      ...admin,
      summary: "Go back to the built-in Word template of a kind",
      params: reportTemplateKindParamsSchema,
      response: { status: 204, description: "The built-in template is in use." },
      problems: { 404: templateNotFound },
    },
  }),
};
