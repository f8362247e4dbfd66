import { z } from "zod";
import {
  ANONYMOUS_PER_MINUTE, KEYED_PER_MINUTE, MAX_PAGE_SIZE, OPEN_DATA_LICENCE, historyQuerySchema, pricePageSchema, pricesQuerySchema, problemSchema, productIdSchema, publishedPriceSchema,
} from "./schemas";

type Json = Record<string, unknown>;
export interface OpenApiParameter { name: string; in: "query" | "path"; required: boolean; description?: string; schema: Json }
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: Json;
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Json };
}
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  parameters: OpenApiParameter[];
  security: Json[];
  responses: Record<string, { description: string; headers?: Json; content?: Record<string, { schema: Json }> }>;
}

function strip(schema: Json): Json {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

/** One OpenAPI parameter per field of a (strict) query schema, from zod's JSON Schema of its input side. */
function queryParameters(schema: z.ZodType): OpenApiParameter[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => {
    const { description, ...rest } = s as Json & { description?: string };
    return { name, in: "query", required: Boolean(json.required?.includes(name)), description, schema: rest };
  });
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const problem = (description: string, headers?: Json) => ({ description, ...(headers ? { headers } : {}), content: { "application/problem+json": { schema: ref("Problem") } } });
const RETRY_AFTER = { "Retry-After": { description: "Seconds to wait before the next request.", schema: { type: "integer" } } };
const CACHING = {
  ETag: { description: "Validator of this representation: send it back as If-None-Match.", schema: { type: "string" } },
  "Last-Modified": { description: "Newest observation in the page (or the last change of what may be published): send back as If-Modified-Since.", schema: { type: "string" } },
  "RateLimit-Limit": { description: "Requests allowed a minute for this caller.", schema: { type: "integer" } },
  "RateLimit-Remaining": { description: "Requests left in the current minute.", schema: { type: "integer" } },
};
const COMMON_ERRORS = {
  "304": { description: "Not modified: the ETag (If-None-Match) or date (If-Modified-Since) you sent is current." },
  "400": problem("A parameter was refused: `errors` lists each and why."),
  "401": problem("The Authorization header is malformed, or the key is unknown or revoked."),
  "429": problem(`Past the limit (${ANONYMOUS_PER_MINUTE} requests a minute per client without a key, ${KEYED_PER_MINUTE} a minute per key).`, RETRY_AFTER),
  "500": problem("Something went wrong on our side; the detail carries a request id."),
};
const SECURITY = [{}, { apiKey: [] }];

/**
 * The API's OpenAPI 3.1 document, generated from the same zod schemas the route handlers validate
 * with (parameters from the query schemas' input side, bodies from the response schemas). Served at
 * /api/v1/openapi.json and rendered as /developers.
 */
export function buildOpenApiDocument(serverUrl: string): OpenApiDocument {
  const registry = z.registry<{ id: string }>();
  registry.add(publishedPriceSchema, { id: "PublishedPrice" });
  registry.add(pricePageSchema, { id: "PricePage" });
  registry.add(problemSchema, { id: "Problem" });
  const generated = z.toJSONSchema(registry, { io: "output", uri: (id) => `#/components/schemas/${id}` }) as { schemas: Record<string, Json> };
  const schemas = Object.fromEntries(Object.entries(generated.schemas).map(([k, v]) => [k, strip(v)]));
  const idParam: OpenApiParameter = { name: "id", in: "path", required: true, description: productIdSchema.meta()?.description as string | undefined, schema: strip(z.toJSONSchema(productIdSchema, { io: "input" }) as Json) };
  const pageResponse = (description: string) => ({ description, headers: CACHING, content: { "application/json": { schema: ref("PricePage") } } });
  return {
    openapi: "3.1.0",
    info: {
      title: "Cartwise open prices API",
      version: "1.0.0",
      description: `Grocery prices Cartwise may publish: prices shoppers shared from their receipts and prices from retailers' own feeds where the retailer allows it — never scraped or demo prices. Pages of at most ${MAX_PAGE_SIZE}, newest first, with an opaque cursor. ${OPEN_DATA_LICENCE}`,
      license: { name: "Open Database License (ODbL) v1.0", identifier: "ODbL-1.0" },
    },
    servers: [{ url: serverUrl }],
    paths: {
      "/api/v1/prices": {
        get: {
          operationId: "listPrices",
          summary: "Prices, newest first",
          description: "Published price observations, filtered by product (gtin or product id), place (lat, lng, radius_km) and time (since).",
          parameters: queryParameters(pricesQuerySchema),
          security: SECURITY,
          responses: { "200": pageResponse("A page of prices."), ...COMMON_ERRORS },
        },
      },
      "/api/v1/products/{id}/history": {
        get: {
          operationId: "productHistory",
          summary: "One product's price history",
          description: "Every published observation of one product, newest first, optionally near a place and since a time.",
          parameters: [idParam, ...queryParameters(historyQuerySchema)],
          security: SECURITY,
          responses: { "200": pageResponse("A page of the product's prices."), ...COMMON_ERRORS, "404": problem("No product with this id.") },
        },
      },
      "/api/v1/exports/prices.jsonl.gz": {
        get: {
          operationId: "downloadExport",
          summary: "Nightly export (JSON lines, gzip)",
          description: "Every published price, one PublishedPrice object per line (without distance_km), made nightly. Counts as one request.",
          parameters: [],
          security: SECURITY,
          responses: {
            "200": { description: "The export file.", headers: CACHING, content: { "application/gzip": { schema: { type: "string", contentMediaType: "application/gzip" } } } },
            ...COMMON_ERRORS,
            "404": problem("No export has been made yet."),
          },
        },
      },
      "/api/v1/openapi.json": {
        get: {
          operationId: "openApiDocument",
          summary: "This document",
          description: "The OpenAPI 3.1 description of this API. Not rate-limited.",
          parameters: [],
          security: [{}],
          responses: { "200": { description: "The OpenAPI document.", content: { "application/json": { schema: { type: "object" } } } } },
        },
      },
    },
    components: {
      schemas,
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: `An API key from Profile → Developer API keys, as \`Authorization: Bearer <key>\`: ${KEYED_PER_MINUTE} requests a minute instead of ${ANONYMOUS_PER_MINUTE}.` } },
    },
  };
}

/** The export's data dictionary: each field of a PublishedPrice with its type and meaning (dotted names for nested fields). */
export function dataDictionary(): { field: string; type: string; description: string }[] {
  const json = z.toJSONSchema(publishedPriceSchema, { io: "output" }) as Json;
  const out: { field: string; type: string; description: string }[] = [];
  const walk = (schema: Json, prefix: string) => {
    const props = (schema.properties ?? {}) as Record<string, Json>;
    for (const [name, s] of Object.entries(props)) {
      const field = prefix ? `${prefix}.${name}` : name;
      const type = typeOf(s);
      out.push({ field, type, description: String(s.description ?? "") });
      if (s.type === "object") walk(s, field);
    }
  };
  walk(json, "");
  return out;
}

function typeOf(s: Json): string {
  if (Array.isArray(s.enum)) return (s.enum as unknown[]).map((v) => JSON.stringify(v)).join(" | ");
  if (Array.isArray(s.anyOf)) return (s.anyOf as Json[]).map(typeOf).join(" | ");
  if (Array.isArray(s.type)) return (s.type as string[]).join(" | ");
  return String(s.type ?? "any");
}
