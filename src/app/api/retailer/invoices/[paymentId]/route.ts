import { withRoute } from "@/server/route";
import { getInvoicePdf } from "@/modules/billing";

/** The PDF tax invoice (or receipt) of one of the signed-in retailer's payments; anyone else's: 404. */
export const GET = withRoute<"retailer", { paymentId: string }>({ auth: "retailer" }, async (_req, { actor, db, params }) => {
  const { bytes, fileName } = await getInvoicePdf(db, actor, params.paymentId);
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
