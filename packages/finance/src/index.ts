export * from "./bond";
export * from "./core/errors";
export * from "./core/money";
export * from "./core/schemas";
export * from "./core/trace";
export * from "./investment";
export * from "./property";
export * from "./tax";
