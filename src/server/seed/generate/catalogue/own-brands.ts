import { parseLine, storeBrands, type Family } from "./dsl";

/**
 * Supermarket own-brand ranges added to existing families. Kept apart from the branded lines so
 * the family files stay readable; merged by generic name.
 * [genericName, label, sizes, US label (null = no US own brand), US sizes, extras]
 */
const OWN_BRAND_RANGES: [string, string, string, string | null, string, string][] = [
  ["cheese", "Mild Cheese Block", "500g", "Mild Cheddar Cheese Block", "8 oz", "x0.85"],
  ["cheese", "Grated Cheese Blend", "500g", "Shredded Mexican Blend Cheese", "8 oz", "x0.95"],
  ["yogurt", "Vanilla Yoghurt", "1kg", "Vanilla Lowfat Yogurt", "32 oz", "x0.85"],
  ["butter", "Unsalted Butter", "250g", "Unsalted Butter Sticks", "1 lb", "x0.9"],
  ["eggs", "Barn Laid Eggs Large", "12pk", "Large Brown Eggs", "12 ct", "x0.9"],
  ["flour", "Self Raising Flour", "1kg", "Self-Rising Flour", "2 lb", "x0.9"],
  ["sugar", "Raw Sugar", "1kg", "Turbinado Raw Sugar", "2 lb", "x1.1"],
  ["salt", "Fine Sea Salt", "500g", "Fine Sea Salt", "26 oz", "x1.3"],
  ["oats", "Quick Oats", "750g", "Quick Cooking Oats", "18 oz", "x0.9"],
  ["cereal", "Corn Flakes", "500g", "Corn Flakes", "18 oz", "x0.6"],
  ["cereal", "Honey Puffs Cereal", "450g", "Honey Nut Toasted Oats", "12.25 oz", "x0.7"],
  ["tea", "English Breakfast Tea Bags", "100pk", "English Breakfast Tea Bags", "100 ct", "x0.8"],
  ["coffee", "Instant Coffee", "200g", "Classic Instant Coffee", "8 oz", "x0.5"],
  ["chicken breast", "Chicken Breast Fillets", "1kg", "Boneless Skinless Chicken Breasts", "2 lb", "x0.88"],
  ["ground beef", "Beef Mince Regular", "1kg", "Ground Beef 73% Lean", "2 lb", "x0.82"],
  ["frozen vegetables", "Frozen Mixed Vegetables", "1kg", "Frozen Mixed Vegetables", "16 oz", "x0.75"],
  ["frozen berries", "Frozen Mixed Berries", "500g", "Frozen Triple Berry Blend", "16 oz", "x0.85"],
  ["honey", "Pure Honey", "500g", "Pure Clover Honey", "16 oz", "x0.8"],
  ["jam", "Strawberry Jam", "500g", "Strawberry Preserves", "18 oz", "x0.75"],
  ["mayonnaise", "Whole Egg Mayonnaise", "440g", "Real Mayonnaise", "30 fl oz", "x0.75"],
  ["vegetable oil", "Canola Oil", "1L", "Canola Oil", "48 fl oz", "x0.8"],
  ["tomato sauce", "Tomato Sauce", "500ml", "Tomato Ketchup", "32 oz", "x0.7"],
  ["soy sauce", "Soy Sauce", "500ml", "Soy Sauce", "15 fl oz", "x0.7"],
  ["chocolate chips", "Dark Choc Bits", "200g", "Semi-Sweet Chocolate Chips", "12 oz", "x0.75"],
  ["dishwashing liquid", "Dishwashing Liquid Lemon", "1L", "Dish Soap Lemon", "24 fl oz", "x0.6"],
  ["laundry detergent", "Laundry Liquid", "2L", "Liquid Laundry Detergent", "100 fl oz", "x0.6"],
  ["paper towels", "Paper Towels", "2pk", "Paper Towels", "6 ct", "x0.7"],
  ["sparkling water", "Sparkling Water", "1.25L", "Sparkling Water Lemon", "8 x 12 fl oz", "x0.6"],
  ["water", "Spring Water", "1.5L", "Purified Water", "24 x 16.9 fl oz", "x0.5"],
  ["nuts", "Roasted Salted Cashews", "400g", "Roasted Salted Mixed Nuts", "16 oz", "x0.8"],
  ["crackers", "Water Crackers", "125g", "Round Buttery Crackers", "13.7 oz", "x0.6"],
  ["potato chips", "Ready Salted Potato Chips", "175g", "Classic Potato Chips", "8 oz", "x0.6"],
  ["corn chips", "Corn Chips Natural", "200g", "Tortilla Chips", "13 oz", "x0.6"],
  ["canned corn", "Whole Kernel Corn", "420g", "Whole Kernel Sweet Corn", "15.25 oz", "x0.8"],
  ["kidney beans", "Red Kidney Beans", "400g", "Red Kidney Beans", "15.5 oz", "x0.8"],
  ["black beans", "Black Beans", "400g", "Black Beans", "15 oz", "x0.8"],
  ["coconut cream", "Coconut Cream", "400ml", "Coconut Cream", "13.5 fl oz", "x0.85"],
  ["chicken stock", "Chicken Liquid Stock", "1L", "Chicken Broth", "32 fl oz", "x0.75"],
  ["beef stock", "Beef Liquid Stock", "1L", "Beef Broth", "32 fl oz", "x0.75"],
  ["cream cheese", "Spreadable Cream Cheese", "250g", "Cream Cheese Spread", "8 oz", "x0.9"],
  ["sour cream", "Light Sour Cream", "250g", "Sour Cream", "16 oz", "x0.85"],
  ["frozen peas", "Baby Peas", "500g", "Petite Peas", "16 oz", "x0.9"],
  ["hot chips", "Straight Cut Chips", "1kg", "Crinkle Cut Fries", "32 oz", "x0.75"],
  ["muesli", "Fruit & Nut Muesli", "750g", "Fruit & Nut Muesli", "16 oz", "x0.7"],
  ["biscuits", "Milk Arrowroot Biscuits", "250g", "Animal Crackers", "16 oz", "x0.7"],
  ["toilet paper", "Toilet Tissue 2 Ply", "24pk", "Bath Tissue Double Rolls", "24 ct", "x0.65"],
  ["rubbish bags", "Kitchen Tidy Bags", "40pk", "Tall Kitchen Trash Bags", "40 ct", "x0.7"],
  ["bread rolls", "White Bread Rolls", "6pk", "White Hamburger Buns", "8 ct", "x0.7"],
  ["wraps", "Plain Wraps", "8pk", "Flour Tortillas", "10 ct", "x0.7"],
  ["muffins", "Chocolate Chip Muffins", "4pk", "Chocolate Chip Muffins", "4 ct", "x0.8"],
];

const EXTRA_FAMILIES: Family[] = [
  { genericName: "canned corn", category: "pantry", basePrice: 4, lines: ["NZ|Wattie's|Whole Kernel Corn|420g", "US|Green Giant|Whole Kernel Sweet Corn|15.25 oz", "AU|Golden Circle|Corn Kernels|420g"].map(parseLine) },
];

export function withOwnBrands(families: Family[]): Family[] {
  const all = [...families, ...EXTRA_FAMILIES];
  const byName = new Map(all.map((f) => [f.genericName, f]));
  for (const [generic, label, sizes, usLabel, usSizes, extras] of OWN_BRAND_RANGES) {
    const fam = byName.get(generic);
    if (!fam) throw new Error(`Own-brand range for unknown family ${generic}`);
    fam.lines.push(...storeBrands(fam.category, label, sizes, usLabel, usSizes, extras).map(parseLine));
  }
  return all;
}
