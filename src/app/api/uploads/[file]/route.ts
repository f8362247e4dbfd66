import { errorResponse, withRoute } from "@/server/route";
import { readPublicUpload } from "@/modules/ads";

/**
 * Serves uploaded logos. They are always re-encoded rasters (PNG or JPEG) with the content type
 * decided at upload; nosniff and a locked-down CSP make sure a browser never treats one as a page.
 */
export const GET = withRoute<"public", { file: string }>({ auth: "public" }, async (_req, { params, db }) => {
  const file = await readPublicUpload(db, params.file);
  if (!file) return errorResponse("NOT_FOUND", "Not found");
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "public, max-age=3600",
      "Content-Disposition": "inline",
    },
  });
});
