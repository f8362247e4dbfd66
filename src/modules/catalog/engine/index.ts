/** Product matching: free-text list item → the product a shopper would accept, cheapest per unit. */
export { chooseBestProduct } from "./choose";
export { normaliseText, singularise } from "./normalise";
export { analyseProduct, parseListItem } from "./parse-item";
export { isRegionCode, localiseListText, REGIONAL_SYNONYMS, type RegionCode } from "./regional";
export { acceptableProducts, isAcceptable, scoreCandidate, scoreUnexplained } from "./score";
export { candidateSearchTerms, MATCH_WORD_SIMILARITY_THRESHOLD } from "./search-terms";
export { extractSize, parseSize } from "./size";
export { PG_SIMILARITY_THRESHOLD, PG_WORD_SIMILARITY_THRESHOLD, similarity, trigramSet, wordSimilarity } from "./trigram";
export { formatUnitPrice, packPriceFrom, unitPriceOf, type UnitPriceUnit } from "@/lib/unit-price";
export type * from "./types";
