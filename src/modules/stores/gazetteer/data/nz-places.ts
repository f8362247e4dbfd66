import type { PackedGroup } from "../types";

/** New Zealand cities and towns, largest first (order breaks ties between same-named places). */
export const NZ_TOWNS: PackedGroup = {
  country: "NZ",
  region: "",
  kind: "city",
  rows: `
Auckland|Auckland|-36.8485|174.7633
Wellington|Wellington|-41.2865|174.7762
Christchurch|Canterbury|-43.5321|172.6362
Hamilton|Waikato|-37.7870|175.2793
Tauranga|Bay of Plenty|-37.6878|176.1651
Dunedin|Otago|-45.8788|170.5028
Lower Hutt|Wellington|-41.2092|174.9081
Palmerston North|Manawatu-Whanganui|-40.3523|175.6082
Napier|Hawke's Bay|-39.4928|176.9120
Porirua|Wellington|-41.1339|174.8403
Hastings|Hawke's Bay|-39.6390|176.8430
Nelson|Nelson|-41.2706|173.2840
Rotorua|Bay of Plenty|-38.1368|176.2497
New Plymouth|Taranaki|-39.0556|174.0752
Whangarei|Northland|-35.7251|174.3237
Upper Hutt|Wellington|-41.1244|175.0708
Invercargill|Southland|-46.4132|168.3538
Whanganui|Manawatu-Whanganui|-39.9301|175.0479
Gisborne|Gisborne|-38.6623|178.0176
Paraparaumu|Wellington|-40.9143|175.0085
Mount Maunganui|Bay of Plenty|-37.6390|176.1850
Rolleston|Canterbury|-43.5900|172.3790
Blenheim|Marlborough|-41.5140|173.9600
Timaru|Canterbury|-44.3960|171.2540
Taupo|Waikato|-38.6857|176.0702
Cambridge|Waikato|-37.8930|175.4700
Rangiora|Canterbury|-43.3040|172.5960
Queenstown|Otago|-45.0312|168.6626
Masterton|Wellington|-40.9597|175.6575
Levin|Manawatu-Whanganui|-40.6218|175.2867
Ashburton|Canterbury|-43.9030|171.7470
Richmond|Tasman|-41.3390|173.1830
Whakatane|Bay of Plenty|-37.9533|176.9921
Te Awamutu|Waikato|-38.0100|175.3250
Feilding|Manawatu-Whanganui|-40.2256|175.5660
Mosgiel|Otago|-45.8750|170.3480
Oamaru|Otago|-45.0970|170.9700
Tokoroa|Waikato|-38.2167|175.8667
Te Puke|Bay of Plenty|-37.7850|176.3250
Kerikeri|Northland|-35.2280|173.9470
Greymouth|West Coast|-42.4500|171.2100
Wanaka|Otago|-44.7000|169.1320
Hawera|Taranaki|-39.5910|174.2830
Huntly|Waikato|-37.5580|175.1590
Gore|Southland|-46.0990|168.9440
Motueka|Tasman|-41.1100|173.0100
Matamata|Waikato|-37.8100|175.7700
Morrinsville|Waikato|-37.6560|175.5290
Thames|Waikato|-37.1384|175.5405
Waihi|Waikato|-37.3920|175.8400
Kaitaia|Northland|-35.1140|173.2630
Dargaville|Northland|-35.9400|173.8700
Katikati|Bay of Plenty|-37.5530|175.9170
Whitianga|Waikato|-36.8330|175.7000
Alexandra|Otago|-45.2480|169.3790
Cromwell|Otago|-45.0400|169.2000
Balclutha|Otago|-46.2340|169.7500
Dannevirke|Manawatu-Whanganui|-40.2100|176.1000
Stratford|Taranaki|-39.3360|174.2840
Westport|West Coast|-41.7540|171.6060
Hokitika|West Coast|-42.7170|170.9670
Picton|Marlborough|-41.2930|174.0010
Kaikoura|Canterbury|-42.4000|173.6800
Paeroa|Waikato|-37.3750|175.6700
Putaruru|Waikato|-38.0500|175.7800
Otorohanga|Waikato|-38.1860|175.2100
Te Kuiti|Waikato|-38.3350|175.1650
Opotiki|Bay of Plenty|-38.0100|177.2900
Wairoa|Hawke's Bay|-39.0330|177.3700
Martinborough|Wellington|-41.2180|175.4590
Te Anau|Southland|-45.4140|167.7180
`,
};

/** Region names and abbreviations people type, for disambiguation hints. */
export const NZ_REGION_ALIASES: Record<string, string> = {
  auckland: "Auckland",
  akl: "Auckland",
  wellington: "Wellington",
  wgtn: "Wellington",
  canterbury: "Canterbury",
  waikato: "Waikato",
  "bay of plenty": "Bay of Plenty",
  bop: "Bay of Plenty",
  otago: "Otago",
  southland: "Southland",
  northland: "Northland",
  "hawkes bay": "Hawke's Bay",
  "manawatu whanganui": "Manawatu-Whanganui",
  manawatu: "Manawatu-Whanganui",
  taranaki: "Taranaki",
  nelson: "Nelson",
  tasman: "Tasman",
  marlborough: "Marlborough",
  "west coast": "West Coast",
  gisborne: "Gisborne",
};
