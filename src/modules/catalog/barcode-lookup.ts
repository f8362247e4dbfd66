import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";

const { products } = tables;

export interface BarcodeProduct { productId: string; name: string; brand: string | null; size: string | null; barcode: string }

/**
 * The catalogue product printed with this barcode: `forms` are the stored widths of one GTIN
 * (barcodes engine, storedBarcodeForms), compared by equality so the unique index answers. Public
 * catalogue data: no actor. The widest stored form wins if, against the convention, two exist.
 */
export async function findProductByBarcode(db: Db, input: { forms: readonly string[] }): Promise<BarcodeProduct | null> {
  const forms = input.forms.filter((f) => /^\d{8,14}$/.test(f));
  if (forms.length === 0) return null;
  const [row] = await db
    .select({ productId: products.id, name: products.name, brand: products.brand, size: products.size, barcode: products.barcode })
    .from(products)
    .where(inArray(products.barcode, forms))
    .orderBy(sql`length(${products.barcode}) desc`)
    .limit(1);
  return row?.barcode ? { ...row, barcode: row.barcode } : null;
}
