import { getPricesRoute } from "@/modules/open-data";

export const dynamic = "force-dynamic";
export const GET = getPricesRoute;
