/**
 * Test helper for write-json-and-exit: prints a JSON of about 1 MB and exits at once.
 *   tsx tests/support/print-big-json.ts whole   → through writeJsonAndExit (must arrive whole)
 *   tsx tests/support/print-big-json.ts naive   → stdout.write + process.exit (the old way, for contrast)
 */
import { writeJsonAndExit } from "../../scripts/lib/write-json-and-exit";

const products = Array.from({ length: 7000 }, (_, i) => ({
  name: `Product number ${i} with a reasonably long descriptive name`,
  price: Math.round(i * 1.37) / 100,
  url: `https://shop.example/products/product-number-${i}`,
  inStock: i % 3 !== 0,
}));
const result = { products, pagesFetched: 60, errors: [] };

if (process.argv[2] === "naive") {
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
} else {
  void writeJsonAndExit(result, 0);
}
