export * from "./price-change";
