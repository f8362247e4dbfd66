import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { getInviteState } from "@/modules/lists";
import { InviteAcceptance } from "@/modules/lists/client";

export const metadata = { title: "Shared list invitation", referrer: "no-referrer" };

/** An e-mailed list invitation: signed-out visitors sign in first (and come back here); opening it changes nothing. */
export default async function Page({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const { db, actor } = await pageContext({ access: "user", from: `/lists/invite/${encodeURIComponent(token)}` });
  const state = await getInviteState(db, actor, token);
  return (
    <>
      <PageHeader title="Shared list invitation" />
      <InviteAcceptance token={token} state={state} signedInAs={actor.email} />
    </>
  );
}
