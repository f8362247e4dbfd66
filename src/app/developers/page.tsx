import { DevelopersReference } from "@/modules/open-data/ui";

export const metadata = { title: "Open prices API" };
export const dynamic = "force-dynamic";

export default function Page() {
  return <DevelopersReference />;
}
