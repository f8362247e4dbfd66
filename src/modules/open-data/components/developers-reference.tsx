import Link from "next/link";
import "server-only";
import { env } from "@/server/env";
import { buildOpenApiDocument, dataDictionary, type OpenApiParameter } from "../openapi";
import { latestExport } from "../export";
import { PROBLEM_TYPES } from "../api-route";
import { ANONYMOUS_PER_MINUTE, KEYED_PER_MINUTE, MAX_PAGE_SIZE, OPEN_DATA_LICENCE } from "../schemas";

const BYTES = (n: number) => (n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);
const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

function typeText(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Record<string, unknown>[]).map(typeText).join(" or ");
  const base = String(schema.format ?? schema.type ?? "any");
  const range = schema.minimum !== undefined && schema.maximum !== undefined ? ` ${schema.minimum}–${schema.maximum}` : "";
  return `${base}${range}`;
}

/** OpenAPI descriptions are CommonMark; ours use `code` spans only. */
function Text({ children }: { children: string }) {
  return <>{children.split("`").map((part, i) => (i % 2 ? <code key={i} className="font-mono text-[0.9em]">{part}</code> : part))}</>;
}

function Parameters({ parameters }: { parameters: OpenApiParameter[] }) {
  if (parameters.length === 0) return <p className="text-sm text-slate-600">No parameters.</p>;
  return (
    <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {parameters.map((p) => (
        <div key={`${p.in}-${p.name}`} className="flex flex-col gap-1 p-3 sm:flex-row sm:gap-4">
          <dt className="shrink-0 sm:w-40">
            <code className="font-mono text-sm font-semibold text-slate-900">{p.name}</code>
            <span className="block text-xs text-slate-600">{p.in}{p.required ? ", required" : ""} · {typeText(p.schema)}</span>
          </dt>
          <dd className="min-w-0 text-sm text-slate-700"><Text>{`${p.description ?? ""}${p.schema.default !== undefined ? ` Default ${String(p.schema.default)}.` : ""}`}</Text></dd>
        </div>
      ))}
    </dl>
  );
}

/** /developers: the API reference rendered on the server from the OpenAPI document the API serves, the data dictionary and the export download. */
export async function DevelopersReference() {
  const doc = buildOpenApiDocument(env.APP_URL);
  const latest = await latestExport();
  const dictionary = dataDictionary();
  const example = `curl -H "Authorization: Bearer $CARTWISE_KEY" "${env.APP_URL}/api/v1/prices?lat=-36.85&lng=174.76&radius_km=5"`;
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{String(doc.info.title)}</h1>
        <p className="text-sm text-slate-700">
          Grocery prices Cartwise may publish: prices shoppers chose to share from their receipts, and prices from retailers&apos; own feeds where the retailer allows it. Never scraped prices and
          never demo data.
        </p>
        <p className="text-sm text-slate-700">
          Machine-readable: <a className="text-brand-700 underline" href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI {doc.openapi}, {Object.keys(doc.paths).length} paths).
        </p>
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800" id="licence">Licence: {OPEN_DATA_LICENCE}</p>
      </header>

      <section aria-labelledby="usage" className="flex flex-col gap-3">
        <h2 id="usage" className="text-lg font-semibold text-slate-900">Limits, paging and caching</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Without a key: {ANONYMOUS_PER_MINUTE} requests a minute per client. With an API key from <Link className="text-brand-700 underline" href="/profile#api-keys">Profile → Developer API keys</Link>: {KEYED_PER_MINUTE} a minute, sent as <code className="whitespace-nowrap">Authorization: Bearer &lt;key&gt;</code>. Past the limit: 429 with <code>Retry-After</code>.</li>
          <li>Pages hold at most {MAX_PAGE_SIZE} prices, newest first. Pass <code>next_cursor</code> back as <code>cursor</code> (with the same filters) until it is null.</li>
          <li>Every page has an <code>ETag</code> and <code>Last-Modified</code>: send <code>If-None-Match</code> or <code>If-Modified-Since</code> and get 304 when nothing changed.</li>
        </ul>
        <pre className="whitespace-pre-wrap break-all rounded-lg bg-slate-900 p-3 text-xs text-slate-100"><code>{example}</code></pre>
      </section>

      <section aria-labelledby="endpoints" className="flex flex-col gap-6">
        <h2 id="endpoints" className="text-lg font-semibold text-slate-900">Endpoints</h2>
        {Object.entries(doc.paths).flatMap(([path, methods]) =>
          Object.entries(methods).map(([method, op]) => (
            <article key={`${method} ${path}`} id={op.operationId} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="flex flex-wrap items-baseline gap-2">
                <span className="rounded bg-brand-700 px-2 py-0.5 font-mono text-xs font-bold text-white uppercase">{method}</span>
                <code className="break-all font-mono text-sm font-semibold text-slate-900">{path}</code>
              </h3>
              <p className="text-sm font-medium text-slate-900">{op.summary}</p>
              <p className="text-sm text-slate-700"><Text>{op.description}</Text></p>
              <Parameters parameters={op.parameters} />
              <ul className="flex flex-col gap-1 text-sm text-slate-700">
                {Object.entries(op.responses).map(([status, r]) => (
                  <li key={status}><code className="font-mono font-semibold">{status}</code> — <Text>{r.description}</Text></li>
                ))}
              </ul>
            </article>
          )),
        )}
      </section>

      <section aria-labelledby="problems" className="flex flex-col gap-3">
        <h2 id="problems" className="text-lg font-semibold text-slate-900">Errors</h2>
        <p className="text-sm text-slate-700">Errors are RFC 9457 problem details (<code>application/problem+json</code>) with <code>type</code>, <code>title</code>, <code>status</code>, <code>detail</code> and <code>instance</code>; a 400 also lists each refused parameter in <code>errors</code>.</p>
        <ul className="flex flex-col gap-1 text-sm text-slate-700">
          {Object.entries(PROBLEM_TYPES).map(([status, p]) => (
            <li key={status} id={`problem-${p.slug}`}><code className="font-mono font-semibold">{status}</code> {p.title}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="download" className="flex flex-col gap-3">
        <h2 id="download" className="text-lg font-semibold text-slate-900">Nightly download</h2>
        {latest ? (
          <p className="text-sm text-slate-700">
            <a className="font-medium text-brand-700 underline" href="/api/v1/exports/prices.jsonl.gz" download>Download all published prices (JSON lines, gzip, {BYTES(latest.manifest.bytes)})</a> — {latest.manifest.rows.toLocaleString("en")} prices, made {DAY.format(new Date(latest.manifest.generated_at))} UTC. SHA-256 <code className="break-all text-xs">{latest.manifest.sha256}</code>.
          </p>
        ) : (
          <p className="text-sm text-slate-700">The first export has not been made yet; it is made nightly (and soon after the server first starts).</p>
        )}
        <p className="text-sm text-slate-700">Each line is one price object, described by the data dictionary below. {OPEN_DATA_LICENCE}</p>
      </section>

      <section aria-labelledby="data-dictionary" className="flex flex-col gap-3">
        <h2 id="data-dictionary" className="text-lg font-semibold text-slate-900">Data dictionary</h2>
        <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {dictionary.map((f) => (
            <div key={f.field} className="flex flex-col gap-1 p-3 sm:flex-row sm:gap-4">
              <dt className="shrink-0 sm:w-48">
                <code className="break-all font-mono text-sm font-semibold text-slate-900">{f.field}</code>
                <span className="block break-words text-xs text-slate-600">{f.type}</span>
              </dt>
              <dd className="min-w-0 text-sm text-slate-700"><Text>{f.description}</Text></dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  );
}
