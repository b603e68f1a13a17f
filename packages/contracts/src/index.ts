export * from "./account";
export * from "./auth";
export * from "./config";
export * from "./me";
export * from "./problem";
