/** The scraping module's shared types live with its pure engine (engine/ may import only pure code). */
export type * from "./engine/types";
