import type { CityKey, DemoCity, StoreType } from "./types";

export const CITIES: DemoCity[] = [
  { key: "auckland", name: "Auckland", country: "NZ", currency: "NZD", lat: -36.8485, lng: 174.7633 },
  { key: "sydney", name: "Sydney", country: "AU", currency: "AUD", lat: -33.8688, lng: 151.2093 },
  { key: "seattle", name: "Seattle", country: "US", currency: "USD", lat: 47.6062, lng: -122.3321 },
];

export interface StoreSeed {
  cityKey: CityKey;
  name: string;
  /** Chain key (pricing profile and own-brand rights); "local-*" for independents. */
  chainKey: string;
  storeType: StoreType;
  street: string;
  suburb: string;
  postcode: string;
  lat: number;
  lng: number;
}

export const CHAIN_NAMES: Record<string, string> = {
  "woolworths-nz": "Woolworths",
  "new-world": "New World",
  paknsave: "Pak'nSave",
  freshchoice: "FreshChoice",
  "four-square": "Four Square",
  farro: "Farro",
  coles: "Coles",
  "woolworths-au": "Woolworths",
  aldi: "ALDI",
  iga: "IGA",
  "harris-farm": "Harris Farm Markets",
  safeway: "Safeway",
  qfc: "QFC",
  "fred-meyer": "Fred Meyer",
  "trader-joes": "Trader Joe's",
  "whole-foods": "Whole Foods Market",
  pcc: "PCC Community Markets",
};

type Row = [name: string, chainKey: string, type: StoreType, street: string, suburb: string, postcode: string, lat: number, lng: number];

const AUCKLAND: Row[] = [
  ["Woolworths Grey Lynn", "woolworths-nz", "supermarket", "7 Williamson Avenue", "Grey Lynn", "1021", -36.8601, 174.7398],
  ["Woolworths Mt Eden", "woolworths-nz", "supermarket", "21 Normanby Road", "Mount Eden", "1024", -36.8776, 174.7565],
  ["Woolworths Takapuna", "woolworths-nz", "supermarket", "20 Como Street", "Takapuna", "0622", -36.7889, 174.7712],
  ["Woolworths Manukau", "woolworths-nz", "supermarket", "2 Ronwood Avenue", "Manukau", "2104", -36.9935, 174.8793],
  ["New World Victoria Park", "new-world", "supermarket", "2 College Hill", "Freemans Bay", "1011", -36.8478, 174.7527],
  ["New World Remuera", "new-world", "supermarket", "9 Clonbern Road", "Remuera", "1050", -36.8795, 174.7996],
  ["New World Devonport", "new-world", "supermarket", "35 Bartley Terrace", "Devonport", "0624", -36.8297, 174.7968],
  ["Pak'nSave Mt Albert", "paknsave", "supermarket", "1167 New North Road", "Mount Albert", "1025", -36.8829, 174.7174],
  ["Pak'nSave Sylvia Park", "paknsave", "supermarket", "286 Mount Wellington Highway", "Mount Wellington", "1060", -36.9167, 174.8420],
  ["Pak'nSave Albany", "paknsave", "supermarket", "Corner Don McKinnon Drive", "Albany", "0632", -36.7281, 174.7010],
  ["FreshChoice Parnell", "freshchoice", "supermarket", "219 Parnell Road", "Parnell", "1052", -36.8566, 174.7812],
  ["FreshChoice Otahuhu", "freshchoice", "supermarket", "46 Station Road", "Otahuhu", "1062", -36.9433, 174.8425],
  ["Four Square Herne Bay", "four-square", "grocery", "190 Jervois Road", "Herne Bay", "1011", -36.8472, 174.7309],
  ["Four Square Kingsland", "four-square", "grocery", "473 New North Road", "Kingsland", "1021", -36.8720, 174.7435],
  ["Farro Grey Lynn", "farro", "grocery", "90 Tawariki Street", "Grey Lynn", "1021", -36.8637, 174.7346],
  ["Dominion Road Asian Grocery", "local-akl-asian", "grocery", "585 Dominion Road", "Balmoral", "1041", -36.8862, 174.7448],
  ["Kingsland Butchery", "local-akl-butcher-1", "butcher", "445 New North Road", "Kingsland", "1021", -36.8714, 174.7452],
  ["Remuera Quality Meats", "local-akl-butcher-2", "butcher", "352 Remuera Road", "Remuera", "1050", -36.8779, 174.7981],
  ["Mt Albert Fruit & Vege", "local-akl-greengrocer-1", "greengrocer", "938 New North Road", "Mount Albert", "1025", -36.8843, 174.7208],
  ["Onehunga Fresh Produce", "local-akl-greengrocer-2", "greengrocer", "140 Onehunga Mall", "Onehunga", "1061", -36.9227, 174.7849],
  ["Auckland Fish Market", "local-akl-fish-1", "fishmonger", "22-32 Jellicoe Street", "Wynyard Quarter", "1010", -36.8432, 174.7560],
  ["Takapuna Seafoods", "local-akl-fish-2", "fishmonger", "12 Hurstmere Road", "Takapuna", "0622", -36.7874, 174.7734],
];

const SYDNEY: Row[] = [
  ["Coles Bondi Junction", "coles", "supermarket", "500 Oxford Street", "Bondi Junction", "2022", -33.8914, 151.2505],
  ["Coles Surry Hills", "coles", "supermarket", "2-10 Baptist Street", "Surry Hills", "2010", -33.8893, 151.2118],
  ["Coles Chatswood", "coles", "supermarket", "1 Anderson Street", "Chatswood", "2067", -33.7965, 151.1830],
  ["Coles Parramatta", "coles", "supermarket", "159-175 Church Street", "Parramatta", "2150", -33.8173, 151.0036],
  ["Woolworths Town Hall", "woolworths-au", "supermarket", "Corner George & Park Streets", "Sydney", "2000", -33.8734, 151.2069],
  ["Woolworths Newtown", "woolworths-au", "supermarket", "315 King Street", "Newtown", "2042", -33.8970, 151.1790],
  ["Woolworths Manly", "woolworths-au", "supermarket", "2 Pittwater Road", "Manly", "2095", -33.7976, 151.2846],
  ["Woolworths Marrickville", "woolworths-au", "supermarket", "34 Victoria Road", "Marrickville", "2204", -33.9113, 151.1556],
  ["ALDI Broadway", "aldi", "supermarket", "1 Bay Street", "Ultimo", "2007", -33.8840, 151.1944],
  ["ALDI Leichhardt", "aldi", "supermarket", "100 Flood Street", "Leichhardt", "2040", -33.8835, 151.1565],
  ["ALDI Burwood", "aldi", "supermarket", "100 Burwood Road", "Burwood", "2134", -33.8771, 151.1037],
  ["IGA Balmain", "iga", "supermarket", "225 Darling Street", "Balmain", "2041", -33.8589, 151.1798],
  ["IGA Crows Nest", "iga", "supermarket", "75 Willoughby Road", "Crows Nest", "2065", -33.8261, 151.2017],
  ["Harris Farm Markets Bondi Beach", "harris-farm", "grocery", "Corner Hall Street", "Bondi Beach", "2026", -33.8904, 151.2740],
  ["Harris Farm Markets Mosman", "harris-farm", "grocery", "876 Military Road", "Mosman", "2088", -33.8293, 151.2440],
  ["Glebe Point Road Grocer", "local-syd-grocer", "grocery", "160 Glebe Point Road", "Glebe", "2037", -33.8788, 151.1850],
  ["Paddington Meat Co", "local-syd-butcher-1", "butcher", "270 Oxford Street", "Paddington", "2021", -33.8846, 151.2279],
  ["Randwick Quality Butchery", "local-syd-butcher-2", "butcher", "124 Belmore Road", "Randwick", "2031", -33.9150, 151.2419],
  ["Redfern Fruit Market", "local-syd-greengrocer-1", "greengrocer", "118 Redfern Street", "Redfern", "2016", -33.8928, 151.2047],
  ["Ashfield Fresh Fruit & Veg", "local-syd-greengrocer-2", "greengrocer", "260 Liverpool Road", "Ashfield", "2131", -33.8888, 151.1263],
  ["Pyrmont Fish Co", "local-syd-fish-1", "fishmonger", "Bank Street", "Pyrmont", "2009", -33.8731, 151.1923],
  ["Cronulla Seafoods", "local-syd-fish-2", "fishmonger", "72 Cronulla Street", "Cronulla", "2230", -34.0551, 151.1533],
];

const SEATTLE: Row[] = [
  ["Safeway Capitol Hill", "safeway", "supermarket", "516 Broadway E", "Capitol Hill", "98102", 47.6237, -122.3208],
  ["Safeway Queen Anne", "safeway", "supermarket", "2100 Queen Anne Ave N", "Queen Anne", "98109", 47.6378, -122.3569],
  ["Safeway West Seattle", "safeway", "supermarket", "2622 California Ave SW", "West Seattle", "98116", 47.5799, -122.3863],
  ["QFC University Village", "qfc", "supermarket", "2746 NE 45th St", "University District", "98105", 47.6626, -122.2990],
  ["QFC Wallingford", "qfc", "supermarket", "1801 N 45th St", "Wallingford", "98103", 47.6614, -122.3359],
  ["QFC Broadway Market", "qfc", "supermarket", "417 Broadway E", "Capitol Hill", "98102", 47.6225, -122.3212],
  ["Fred Meyer Ballard", "fred-meyer", "supermarket", "915 NW 45th St", "Ballard", "98107", 47.6615, -122.3684],
  ["Fred Meyer Greenwood", "fred-meyer", "supermarket", "100 NW 85th St", "Greenwood", "98117", 47.6903, -122.3573],
  ["Fred Meyer Lake City", "fred-meyer", "supermarket", "13000 Lake City Way NE", "Lake City", "98125", 47.7221, -122.2937],
  ["Trader Joe's Queen Anne", "trader-joes", "supermarket", "112 W Galer St", "Queen Anne", "98119", 47.6330, -122.3593],
  ["Trader Joe's Capitol Hill", "trader-joes", "supermarket", "1700 E Madison St", "Capitol Hill", "98122", 47.6164, -122.3100],
  ["Whole Foods Market South Lake Union", "whole-foods", "supermarket", "2210 Westlake Ave", "South Lake Union", "98121", 47.6186, -122.3379],
  ["Whole Foods Market Roosevelt", "whole-foods", "supermarket", "1026 NE 64th St", "Roosevelt", "98115", 47.6754, -122.3177],
  ["PCC Fremont", "pcc", "supermarket", "600 N 34th St", "Fremont", "98103", 47.6493, -122.3513],
  ["PCC Columbia City", "pcc", "supermarket", "3610 S Edmunds St", "Columbia City", "98118", 47.5594, -122.2866],
  ["Ballard Corner Grocer", "local-sea-grocer", "grocery", "5401 22nd Ave NW", "Ballard", "98107", 47.6684, -122.3839],
  ["Beacon Hill Market", "local-sea-grocer-2", "grocery", "2500 Beacon Ave S", "Beacon Hill", "98144", 47.5810, -122.3115],
  ["Rain Shadow Meats", "local-sea-butcher-1", "butcher", "1531 Melrose Ave", "Capitol Hill", "98122", 47.6146, -122.3277],
  ["Bill the Butcher Magnolia", "local-sea-butcher-2", "butcher", "2424 33rd Ave W", "Magnolia", "98199", 47.6405, -122.3993],
  ["Rainier Valley Produce", "local-sea-greengrocer-1", "greengrocer", "4900 Rainier Ave S", "Columbia City", "98118", 47.5578, -122.2848],
  ["Ravenna Fruit Stand", "local-sea-greengrocer-2", "greengrocer", "6500 Ravenna Ave NE", "Ravenna", "98115", 47.6760, -122.3043],
  ["Pike Place Fish Market", "local-sea-fish-1", "fishmonger", "86 Pike St", "Downtown", "98101", 47.6097, -122.3422],
  ["Ballard Seafood Co", "local-sea-fish-2", "fishmonger", "5300 Ballard Ave NW", "Ballard", "98107", 47.6672, -122.3842],
];

function toSeeds(cityKey: CityKey, rows: Row[]): StoreSeed[] {
  return rows.map(([name, chainKey, storeType, street, suburb, postcode, lat, lng]) => ({
    cityKey, name, chainKey, storeType, street, suburb, postcode, lat, lng,
  }));
}

export const STORE_SEEDS: StoreSeed[] = [
  ...toSeeds("auckland", AUCKLAND),
  ...toSeeds("sydney", SYDNEY),
  ...toSeeds("seattle", SEATTLE),
];
