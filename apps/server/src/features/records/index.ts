/*
 * The records feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { serverKind } from "./kinds";
export { optionType } from "./kinds/investment-comparison/report-content";
export { scenarioKind } from "./kinds/scenario";
export { type ComparedScenario, compareCsv, compareXlsx } from "./kinds/scenario/sheets";
export { type KeyFigure, keyFigure } from "./kinds/server-kind";
export type { RecordDeps, RecordTarget } from "./record-deps";
export { recordDeleted, recordNotFound } from "./record-errors";
export { resultOfRow } from "./record-json";
export type { Computed, NamesOf, RecordKindDefinition, ResultOf } from "./record-kind";
export { findRecord, isClientLive, type RecordRow } from "./record-service";
export { register } from "./register";
