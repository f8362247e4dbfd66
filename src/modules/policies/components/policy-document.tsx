import { POLICY_LAST_UPDATED, type PolicySection } from "../constants";
import { BackButton } from "./back-button";

/** Shared frame of the policy pages: Back, title, date, intro and numbered sections. */
export function PolicyDocument({ title, intro, sections }: { title: string; intro: string; sections: readonly PolicySection[] }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <BackButton />
      <article className="mt-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <header className="mb-6 border-b border-slate-200 pb-4">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">Last updated {POLICY_LAST_UPDATED}</p>
        </header>
        <p className="text-slate-800">{intro}</p>
        {sections.map((section) => (
          <section key={section.heading} className="mt-6">
            <h2 className="text-lg font-semibold text-slate-900">{section.heading}</h2>
            {section.paragraphs?.map((p) => (
              <p key={p} className="mt-2 leading-relaxed text-slate-800">{p}</p>
            ))}
            {section.bullets ? (
              <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-800">
                {section.bullets.map((b) => (
                  <li key={b} className="leading-relaxed">{b}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </main>
  );
}
