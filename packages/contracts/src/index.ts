export * from "./account";
export * from "./auth";
export * from "./company";
export * from "./config";
export * from "./me";
export * from "./problem";
export * from "./subscription";
