import type { PackedGroup } from "../types";

/** Greater Sydney suburbs, approximate centres (±1 km). */
export const SYDNEY_SUBURBS: PackedGroup = {
  country: "AU",
  region: "NSW",
  kind: "suburb",
  city: "Sydney",
  rows: `
Sydney CBD|-33.8688|151.2093
The Rocks|-33.8599|151.2090
Millers Point|-33.8590|151.2030
Barangaroo|-33.8610|151.2010
Haymarket|-33.8800|151.2050
Ultimo|-33.8790|151.1970
Pyrmont|-33.8700|151.1940
Darlinghurst|-33.8790|151.2190
Woolloomooloo|-33.8700|151.2200
Potts Point|-33.8700|151.2260
Elizabeth Bay|-33.8720|151.2290
Rushcutters Bay|-33.8755|151.2295
Surry Hills|-33.8860|151.2110
Redfern|-33.8930|151.2040
Chippendale|-33.8870|151.1990
Darlington|-33.8910|151.1950
Waterloo|-33.9000|151.2070
Zetland|-33.9070|151.2080
Alexandria|-33.9030|151.1950
Beaconsfield|-33.9130|151.2010
Rosebery|-33.9180|151.2040
Erskineville|-33.9030|151.1860
Newtown|-33.8970|151.1790
Enmore|-33.9000|151.1730
St Peters|-33.9100|151.1770
Sydenham|-33.9150|151.1680
Tempe|-33.9230|151.1610
Marrickville|-33.9110|151.1550
Dulwich Hill|-33.9050|151.1390
Petersham|-33.8940|151.1550
Stanmore|-33.8940|151.1640
Camperdown|-33.8890|151.1770
Glebe|-33.8790|151.1860
Forest Lodge|-33.8810|151.1810
Annandale|-33.8810|151.1700
Leichhardt|-33.8830|151.1570
Lilyfield|-33.8730|151.1650
Rozelle|-33.8620|151.1710
Balmain|-33.8590|151.1790
Birchgrove|-33.8520|151.1810
Lewisham|-33.8950|151.1460
Summer Hill|-33.8910|151.1380
Haberfield|-33.8800|151.1390
Ashfield|-33.8890|151.1250
Ashbury|-33.8980|151.1180
Croydon|-33.8830|151.1150
Burwood|-33.8770|151.1040
Strathfield|-33.8730|151.0940
North Strathfield|-33.8570|151.0890
Homebush|-33.8650|151.0830
Concord|-33.8590|151.1040
Concord West|-33.8480|151.0860
Five Dock|-33.8670|151.1290
Abbotsford|-33.8500|151.1290
Chiswick|-33.8500|151.1380
Drummoyne|-33.8530|151.1550
Rhodes|-33.8300|151.0880
Sydney Olympic Park|-33.8480|151.0690
Wentworth Point|-33.8280|151.0760
Newington|-33.8380|151.0590
Canterbury|-33.9120|151.1180
Hurlstone Park|-33.9100|151.1300
Earlwood|-33.9240|151.1260
Campsie|-33.9120|151.1030
Belmore|-33.9180|151.0880
Lakemba|-33.9200|151.0750
Punchbowl|-33.9280|151.0540
Greenacre|-33.9050|151.0560
Chullora|-33.8910|151.0480
Bankstown|-33.9170|151.0340
Yagoona|-33.9050|151.0250
Birrong|-33.8930|151.0230
Bass Hill|-33.9000|151.0010
Chester Hill|-33.8820|150.9970
Sefton|-33.8870|151.0120
Regents Park|-33.8830|151.0250
Berala|-33.8710|151.0320
Lidcombe|-33.8640|151.0470
Auburn|-33.8490|151.0330
Granville|-33.8330|151.0120
Merrylands|-33.8360|150.9920
Guildford|-33.8530|150.9850
Rosehill|-33.8210|151.0240
Harris Park|-33.8230|151.0080
Parramatta|-33.8150|151.0030
North Parramatta|-33.8000|151.0050
Westmead|-33.8080|150.9880
Northmead|-33.7850|150.9980
Winston Hills|-33.7760|150.9810
Wentworthville|-33.8070|150.9680
Pendle Hill|-33.8010|150.9550
Toongabbie|-33.7870|150.9530
Seven Hills|-33.7750|150.9370
Blacktown|-33.7710|150.9060
Doonside|-33.7650|150.8700
Quakers Hill|-33.7340|150.8830
Schofields|-33.6970|150.8700
Riverstone|-33.6780|150.8600
Rouse Hill|-33.6820|150.9150
Kellyville|-33.7030|150.9540
Bella Vista|-33.7410|150.9530
Baulkham Hills|-33.7590|150.9930
Castle Hill|-33.7310|150.9990
Cherrybrook|-33.7220|151.0460
West Pennant Hills|-33.7480|151.0360
Dural|-33.6830|151.0300
Rooty Hill|-33.7720|150.8440
Mount Druitt|-33.7680|150.8200
St Marys|-33.7620|150.7740
Kingswood|-33.7600|150.7200
Penrith|-33.7510|150.6940
Emu Plains|-33.7500|150.6700
Glenmore Park|-33.7900|150.6700
Richmond|-33.6000|150.7520
Windsor|-33.6130|150.8160
Carlingford|-33.7770|151.0480
Epping|-33.7730|151.0820
Eastwood|-33.7910|151.0810
Ermington|-33.8140|151.0550
Rydalmere|-33.8120|151.0360
Ryde|-33.8150|151.1040
West Ryde|-33.8060|151.0890
Meadowbank|-33.8160|151.0890
Putney|-33.8260|151.1070
Gladesville|-33.8330|151.1280
Hunters Hill|-33.8340|151.1450
North Ryde|-33.7970|151.1240
Macquarie Park|-33.7790|151.1250
Marsfield|-33.7800|151.1080
Lane Cove|-33.8150|151.1670
Chatswood|-33.7970|151.1810
Artarmon|-33.8090|151.1860
Willoughby|-33.8050|151.1990
Naremburn|-33.8170|151.2000
St Leonards|-33.8230|151.1950
Crows Nest|-33.8260|151.2050
Cammeray|-33.8220|151.2120
North Sydney|-33.8390|151.2070
Milsons Point|-33.8460|151.2120
Kirribilli|-33.8480|151.2160
Neutral Bay|-33.8340|151.2190
Cremorne|-33.8290|151.2280
Mosman|-33.8290|151.2440
Roseville|-33.7850|151.1780
Lindfield|-33.7760|151.1680
Killara|-33.7660|151.1620
Gordon|-33.7560|151.1540
Pymble|-33.7440|151.1420
St Ives|-33.7300|151.1600
Turramurra|-33.7350|151.1280
Wahroonga|-33.7180|151.1170
Waitara|-33.7100|151.1040
Hornsby|-33.7040|151.0990
Asquith|-33.6880|151.1080
Berowra|-33.6230|151.1500
Pennant Hills|-33.7380|151.0720
Thornleigh|-33.7310|151.0800
Beecroft|-33.7490|151.0650
Frenchs Forest|-33.7490|151.2330
Belrose|-33.7390|151.2120
Forestville|-33.7630|151.2090
Seaforth|-33.7960|151.2470
Balgowlah|-33.7940|151.2620
Fairlight|-33.7950|151.2740
Manly|-33.7970|151.2850
Brookvale|-33.7660|151.2720
Dee Why|-33.7520|151.2860
Collaroy|-33.7320|151.3010
Narrabeen|-33.7130|151.2970
Mona Vale|-33.6770|151.3030
Newport|-33.6570|151.3140
Avalon Beach|-33.6360|151.3300
Palm Beach|-33.5970|151.3240
Paddington|-33.8840|151.2310
Edgecliff|-33.8800|151.2360
Double Bay|-33.8780|151.2420
Woollahra|-33.8860|151.2440
Bellevue Hill|-33.8800|151.2580
Rose Bay|-33.8740|151.2660
Vaucluse|-33.8570|151.2780
Watsons Bay|-33.8440|151.2820
Bondi Junction|-33.8920|151.2480
Waverley|-33.8970|151.2520
Bondi|-33.8940|151.2640
Bondi Beach|-33.8910|151.2770
North Bondi|-33.8850|151.2790
Tamarama|-33.8990|151.2700
Bronte|-33.9040|151.2640
Clovelly|-33.9130|151.2640
Coogee|-33.9200|151.2550
Randwick|-33.9140|151.2410
Kensington|-33.9090|151.2240
Kingsford|-33.9240|151.2270
Maroubra|-33.9500|151.2420
Matraville|-33.9580|151.2310
Malabar|-33.9640|151.2480
Little Bay|-33.9790|151.2430
La Perouse|-33.9880|151.2320
Pagewood|-33.9410|151.2220
Eastlakes|-33.9280|151.2120
Mascot|-33.9260|151.1950
Botany|-33.9460|151.1960
Wolli Creek|-33.9290|151.1550
Arncliffe|-33.9370|151.1480
Bardwell Park|-33.9320|151.1260
Bexley|-33.9500|151.1250
Rockdale|-33.9520|151.1370
Brighton-Le-Sands|-33.9600|151.1520
Kogarah|-33.9630|151.1330
Carlton|-33.9700|151.1220
Ramsgate|-33.9830|151.1400
Sans Souci|-33.9900|151.1330
Blakehurst|-33.9900|151.1100
Hurstville|-33.9670|151.1020
Penshurst|-33.9630|151.0870
Mortdale|-33.9710|151.0800
Oatley|-33.9800|151.0730
Kingsgrove|-33.9400|151.1000
Beverly Hills|-33.9480|151.0800
Roselands|-33.9330|151.0730
Riverwood|-33.9500|151.0500
Padstow|-33.9520|151.0320
Revesby|-33.9500|151.0150
Panania|-33.9540|150.9980
Milperra|-33.9390|150.9850
Sylvania|-34.0120|151.1000
Como|-34.0040|151.0670
Jannali|-34.0160|151.0660
Gymea|-34.0350|151.0850
Kirrawee|-34.0340|151.0710
Sutherland|-34.0310|151.0580
Miranda|-34.0340|151.1020
Caringbah|-34.0430|151.1220
Cronulla|-34.0550|151.1520
Menai|-34.0120|151.0100
Engadine|-34.0660|151.0130
Fairfield|-33.8720|150.9570
Smithfield|-33.8530|150.9410
Wetherill Park|-33.8500|150.9000
Canley Vale|-33.8870|150.9430
Cabramatta|-33.8940|150.9360
Bonnyrigg|-33.8910|150.8910
Green Valley|-33.9030|150.8670
Hoxton Park|-33.9280|150.8550
Liverpool|-33.9200|150.9240
Moorebank|-33.9430|150.9550
Casula|-33.9500|150.9000
Prestons|-33.9430|150.8710
Glenfield|-33.9690|150.8930
Edmondson Park|-33.9670|150.8600
Leppington|-33.9560|150.8080
Ingleburn|-34.0000|150.8650
Minto|-34.0270|150.8460
Leumeah|-34.0500|150.8330
Campbelltown|-34.0650|150.8140
Oran Park|-33.9960|150.7370
Narellan|-34.0420|150.7370
Camden|-34.0540|150.6960
`,
};
