/**
 * Grocery brands seen on NZ, AU and US receipts (store brands first). Canonical
 * spelling is what appears in assembled names; matching ignores case and
 * apostrophes because the OCR whitelist has no "'".
 */
export const KNOWN_BRANDS: readonly string[] = [
  // New Zealand — store brands and national brands
  "Countdown", "Woolworths", "Macro", "Essentials", "Value", "Pams", "Pams Finest", "Signature Range",
  "Anchor", "Meadow Fresh", "Lewis Road Creamery", "Mainland", "Kapiti", "Puhoi Valley", "Tararua",
  "Tip Top", "Vogel's", "Molenberg", "Burgen", "Freya's", "Sanitarium", "Wattie's", "Edmonds",
  "Pic's", "Whittaker's", "Griffin's", "Bluebird", "Eta", "Hellers", "Hansells", "Chelsea", "Tegel",
  "Sealord", "Talley's", "Greggs", "Bell Tea", "Robert Harris", "L'affare", "Lisa's", "Zespri", "Yoplait",
  "Charlie's", "Just Juice", "Fresh Up", "Ceres Organics", "Hubbard's", "Olivani",
  "Mother Earth", "Ernest Adams", "Silver Fern Farms", "Speight's", "Steinlager", "Lion Red",
  // Australia — store brands, ALDI exclusive brands and national brands
  "Coles", "Coles Finest", "Woolworths Essentials", "Homebrand", "Black & Gold", "Community Co",
  "Farmdale", "Bakers Life", "Specially Selected", "Just Organic", "Remano", "Colway", "Brooklea",
  "Westacre", "Damora", "Moser Roth", "Choceur", "Earth Grown", "Goldenvale", "Cowbelle",
  "Emporium Selection", "Bramwells", "Ocean Rise", "Tandil", "Sweet Vine", "Deli Originals",
  "Bega", "Devondale", "Pauls", "Dairy Farmers", "Pura", "Norco", "Brownes", "Jalna", "Western Star",
  "Perfect Italiano", "Tasmanian Heritage", "Arnott's", "Vegemite", "Weet-Bix", "Uncle Tobys",
  "Helga's", "Wonder White", "Abbott's Village Bakery", "Lilydale", "Steggles", "Ingham's", "Primo",
  "Peters", "Streets", "Bulla", "Smith's", "Red Rock Deli", "Allen's", "Darrell Lea", "Masterfoods",
  "Rosella", "SPC", "Ardmona", "Golden Circle", "John West", "Sirena", "Greenseas", "Leggo's",
  "San Remo", "Latina", "SunRice", "Bushells", "Moccona", "Vittoria", "Cottee's", "Bundaberg", "Kirks",
  "Mount Franklin", "Berri", "Nudie", "Meadow Lea", "Nuttelex", "IXL", "Quilton", "Sorbent", "Praise",
  // United States — store brands and national brands
  "Great Value", "Equate", "Marketside", "Sam's Choice", "Member's Mark", "Kirkland Signature", "Kirkland",
  "Kroger", "Simple Truth Organic", "Simple Truth", "Private Selection", "Trader Joe's", "365 Whole Foods Market",
  "365", "Signature Select", "O Organics", "Lucerne", "Open Nature", "Good & Gather",
  "Market Pantry", "Favorite Day", "Up & Up", "Tillamook", "Dole", "Chiquita", "Del Monte", "Driscoll's",
  "Horizon", "Organic Valley", "Fairlife", "Land O Lakes", "Kerrygold", "Daisy", "Chobani", "Dannon",
  "Oikos", "Fage", "Siggi's", "Philadelphia", "Kraft", "Oscar Mayer", "Hormel", "Tyson", "Perdue",
  "Foster Farms", "Hillshire Farm", "Boar's Head", "Johnsonville", "Jimmy Dean", "Eggland's Best",
  "Vital Farms", "Nature's Own", "Dave's Killer Bread", "Sara Lee", "Wonder", "Pepperidge Farm",
  "Thomas'", "Oroweat", "General Mills", "Cheerios", "Post", "Quaker", "Nature Valley", "Kind", "Clif",
  "Lay's", "Doritos", "Cheetos", "Tostitos", "Ruffles", "Pringles", "Goldfish", "Ritz", "Triscuit",
  "Oreo", "Nabisco", "Hershey's", "Reese's", "M&M's", "Ben & Jerry's", "Haagen-Dazs", "Breyers",
  "Blue Bell", "Talenti", "Tropicana", "Minute Maid", "Simply", "Florida's Natural", "Ocean Spray",
  "Welch's", "LaCroix", "Poland Spring", "Dasani", "Gatorade", "Starbucks", "Folgers", "Maxwell House",
  "Dunkin'", "Peet's", "Barilla", "Ragu", "Prego", "Rao's", "Progresso", "Hunt's", "French's",
  "Hellmann's", "Best Foods", "Jif", "Skippy", "Smucker's", "Bush's", "Green Giant", "Stouffer's",
  "DiGiorno", "Amy's", "Annie's", "Cabot", "Sargento", "Velveeta", "Tide", "Bounty", "Charmin", "Dawn",
  "Clorox", "Ziploc", "Crest", "Purina", "Friskies",
  // International brands sold in all three countries
  "Heinz", "Kellogg's", "Nestle", "Cadbury", "Coca-Cola", "Coke", "Pepsi", "Schweppes", "Lipton",
  "Twinings", "Dilmah", "Nescafe", "Maggi", "Mars", "Snickers", "Campbell's", "Continental", "McCain",
  "Birds Eye", "Old El Paso", "Mission", "Kikkoman", "Dolmio", "Ben's Original", "Uncle Ben's", "Lurpak",
  "Flora", "Colgate", "Palmolive", "Kleenex", "Huggies", "Finish", "Persil", "Omo", "Dettol", "Whiskas",
  "Pedigree", "Fancy Feast", "Lindt", "Ferrero", "Nutella", "Bonne Maman", "Sunsweet", "Jacob's",
];

/** Receipt short forms printed instead of the brand. */
export const BRAND_ALIASES: Readonly<Record<string, string>> = {
  KS: "Kirkland Signature",
  GV: "Great Value",
  KRO: "Kroger",
  PS: "Private Selection",
  "SIMPLE TRU": "Simple Truth",
  WW: "Woolworths",
  CD: "Countdown",
  TJS: "Trader Joe's",
  "365 WFM": "365",
  "O ORG": "O Organics",
  "SIG SELECT": "Signature Select",
  MM: "Member's Mark",
  "CC": "Community Co",
  "B&G": "Black & Gold",
};
