import { pageContext } from "@/server/page";
import { getRetailerProfile } from "@/modules/retailers";
import { PortalShell } from "@/modules/retailers/ui";
import { SetupRequired } from "@/modules/retailers/client";
import { getFeedPage } from "@/modules/feeds";
import { getFeedSource } from "@/modules/feeds";
import { FeedRunList, FeedUploadForm } from "@/modules/feeds/client";
import { FeedSourceForm } from "@/modules/feeds/client";

export const metadata = { title: "Price feed" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "retailer", from: "/retailer/feeds", loginPath: "/retailer/auth" });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  const [data, source] = await Promise.all([getFeedPage(db, actor), getFeedSource(db, actor)]);
  return (
    <PortalShell retailer={retailer} title="Price feed" subtitle="Upload the product feed you keep for Google Merchant Center. Cartwise checks it and shows what would change; you publish when it looks right.">
      <section aria-labelledby="upload" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="upload" className="text-lg font-semibold text-slate-900">Upload a feed</h2>
        <FeedUploadForm />
      </section>
      <section aria-labelledby="feed-url" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="feed-url" className="text-lg font-semibold text-slate-900">Or fetch it from your website</h2>
        <p className="text-sm text-slate-600">Cartwise fetches the address daily at your hour and publishes it; a feed much smaller than the last one, or a price change over 50%, waits for you to confirm.</p>
        <FeedSourceForm source={source} timeZone={source?.timeZone ?? data.timeZone ?? "UTC"} />
      </section>
      <section aria-labelledby="codes" className="flex flex-col gap-2">
        <h2 id="codes" className="text-lg font-semibold text-slate-900">Your stores</h2>
        <p className="text-sm text-slate-600">
          Product feed prices apply to every approved store{data.currency ? ` (prices in ${data.currency})` : ""}; a local inventory feed names the store in <code>store_code</code>.
        </p>
        {data.stores.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {data.stores.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2">
                <span className="font-medium text-slate-900">{s.name}</span>
                <code className="rounded bg-slate-100 px-1.5 text-xs">{s.storeCode}</code>
                <span className="text-xs text-slate-600">{s.publishable ? "approved" : "not published to (waiting for approval or closed)"}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No stores yet: add a location first.</p>
        )}
      </section>
      <section aria-labelledby="runs" className="flex flex-col gap-2">
        <h2 id="runs" className="text-lg font-semibold text-slate-900">Recent feeds</h2>
        <FeedRunList runs={data.runs} />
      </section>
    </PortalShell>
  );
}
