import type { PackedGroup } from "../types";

/** Australian cities and towns, largest first (order breaks ties between same-named places). */
export const AU_TOWNS: PackedGroup = {
  country: "AU",
  region: "",
  kind: "city",
  rows: `
Sydney|NSW|-33.8688|151.2093
Melbourne|VIC|-37.8136|144.9631
Brisbane|QLD|-27.4698|153.0251
Perth|WA|-31.9505|115.8605
Adelaide|SA|-34.9285|138.6007
Gold Coast|QLD|-28.0167|153.4000
Newcastle|NSW|-32.9283|151.7817
Canberra|ACT|-35.2809|149.1300
Sunshine Coast|QLD|-26.6500|153.0667
Central Coast|NSW|-33.4260|151.3420
Wollongong|NSW|-34.4278|150.8931
Geelong|VIC|-38.1499|144.3617
Hobart|TAS|-42.8821|147.3272
Townsville|QLD|-19.2590|146.8169
Cairns|QLD|-16.9186|145.7781
Toowoomba|QLD|-27.5606|151.9539
Darwin|NT|-12.4634|130.8456
Ballarat|VIC|-37.5622|143.8503
Bendigo|VIC|-36.7570|144.2794
Albury|NSW|-36.0737|146.9135
Launceston|TAS|-41.4332|147.1441
Mackay|QLD|-21.1411|149.1861
Rockhampton|QLD|-23.3791|150.5100
Bunbury|WA|-33.3271|115.6414
Bundaberg|QLD|-24.8661|152.3489
Coffs Harbour|NSW|-30.2963|153.1135
Wagga Wagga|NSW|-35.1082|147.3598
Hervey Bay|QLD|-25.2900|152.8400
Mildura|VIC|-34.2080|142.1246
Shepparton|VIC|-36.3833|145.4000
Port Macquarie|NSW|-31.4333|152.9000
Gladstone|QLD|-23.8427|151.2555
Tamworth|NSW|-31.0833|150.9167
Traralgon|VIC|-38.1950|146.5400
Orange|NSW|-33.2835|149.1013
Dubbo|NSW|-32.2569|148.6011
Geraldton|WA|-28.7774|114.6150
Bowral|NSW|-34.4800|150.4180
Nowra|NSW|-34.8808|150.6000
Bathurst|NSW|-33.4193|149.5775
Warrnambool|VIC|-38.3833|142.4833
Kalgoorlie|WA|-30.7490|121.4660
Busselton|WA|-33.6500|115.3500
Albany|WA|-35.0228|117.8814
Devonport|TAS|-41.1800|146.3500
Burnie|TAS|-41.0520|145.9060
Mount Gambier|SA|-37.8290|140.7820
Lismore|NSW|-28.8133|153.2750
Armidale|NSW|-30.5150|151.6650
Goulburn|NSW|-34.7547|149.7186
Maitland|NSW|-32.7330|151.5580
Cessnock|NSW|-32.8340|151.3560
Gosford|NSW|-33.4260|151.3420
Tweed Heads|NSW|-28.1760|153.5410
Byron Bay|NSW|-28.6474|153.6020
Port Hedland|WA|-20.3106|118.6010
Karratha|WA|-20.7364|116.8460
Broome|WA|-17.9614|122.2359
Alice Springs|NT|-23.6980|133.8807
Katherine|NT|-14.4650|132.2640
Palmerston|NT|-12.4860|130.9830
Mount Isa|QLD|-20.7256|139.4927
Emerald|QLD|-23.5270|148.1590
Ipswich|QLD|-27.6167|152.7667
Logan|QLD|-27.6390|153.1090
Redcliffe|QLD|-27.2300|153.1100
Caboolture|QLD|-27.0850|152.9510
Noosa Heads|QLD|-26.3940|153.0900
Maroochydore|QLD|-26.6600|153.1000
Gympie|QLD|-26.1900|152.6650
Maryborough|QLD|-25.5400|152.7050
Fremantle|WA|-32.0569|115.7439
Joondalup|WA|-31.7450|115.7660
Rockingham|WA|-32.2770|115.7290
Mandurah|WA|-32.5290|115.7230
Armadale|WA|-32.1530|116.0150
Midland|WA|-31.8880|116.0100
Glenelg|SA|-34.9800|138.5150
Port Adelaide|SA|-34.8460|138.5030
Elizabeth|SA|-34.7200|138.6700
Mount Barker|SA|-35.0660|138.8600
Murray Bridge|SA|-35.1200|139.2730
Victor Harbor|SA|-35.5520|138.6180
Whyalla|SA|-33.0330|137.5840
Port Augusta|SA|-32.4930|137.7660
Port Lincoln|SA|-34.7230|135.8580
Werribee|VIC|-37.9000|144.6600
Sunbury|VIC|-37.5770|144.7250
Melton|VIC|-37.6830|144.5830
Mornington|VIC|-38.2180|145.0380
Warragul|VIC|-38.1590|145.9310
Sale|VIC|-38.1000|147.0670
Wodonga|VIC|-36.1210|146.8880
Horsham|VIC|-36.7100|142.2000
Echuca|VIC|-36.1400|144.7500
Swan Hill|VIC|-35.3400|143.5600
Queanbeyan|NSW|-35.3530|149.2340
Griffith|NSW|-34.2880|146.0510
Broken Hill|NSW|-31.9530|141.4530
Grafton|NSW|-29.6900|152.9330
Ballina|NSW|-28.8640|153.5650
Kiama|NSW|-34.6710|150.8540
Katoomba|NSW|-33.7120|150.3110
Kingston|TAS|-42.9760|147.3080
Glenorchy|TAS|-42.8330|147.2750
`,
};

/** A few inner Melbourne suburbs, so the second-largest city resolves below city level. */
export const MELBOURNE_SUBURBS: PackedGroup = {
  country: "AU",
  region: "VIC",
  kind: "suburb",
  city: "Melbourne",
  rows: `
Melbourne CBD|-37.8136|144.9631
Southbank|-37.8230|144.9640
Docklands|-37.8170|144.9460
Carlton|-37.8000|144.9670
Fitzroy|-37.7980|144.9780
Collingwood|-37.8020|144.9880
Richmond|-37.8180|144.9980
South Yarra|-37.8390|144.9920
Prahran|-37.8510|144.9930
St Kilda|-37.8676|144.9800
Brunswick|-37.7670|144.9600
Footscray|-37.8000|144.9000
Box Hill|-37.8190|145.1250
Glen Waverley|-37.8780|145.1650
Chadstone|-37.8860|145.0830
Ringwood|-37.8150|145.2290
Dandenong|-37.9870|145.2150
Frankston|-38.1440|145.1260
Craigieburn|-37.6000|144.9430
`,
};

export const AU_REGION_ALIASES: Record<string, string> = {
  nsw: "NSW",
  "new south wales": "NSW",
  vic: "VIC",
  victoria: "VIC",
  qld: "QLD",
  queensland: "QLD",
  wa: "WA",
  "western australia": "WA",
  sa: "SA",
  "south australia": "SA",
  tas: "TAS",
  tasmania: "TAS",
  act: "ACT",
  "australian capital territory": "ACT",
  nt: "NT",
  "northern territory": "NT",
};
