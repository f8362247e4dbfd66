export const LOAD_PASSWORD = "LoadTest!2345";
export const loadEmail = (kind: "shopper" | "signin", i: number) => `load-${kind}-${i}@load.test`;
