export * from "./currencies";
export * from "./rates";
export * from "./format";
