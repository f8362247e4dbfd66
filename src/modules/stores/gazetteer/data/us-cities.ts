import type { PackedGroup } from "../types";

/**
 * The largest US cities plus state capitals and regional centres, largest first
 * (order breaks ties: "Portland" means Oregon unless "ME" is given). Washington-state
 * cities near Seattle live in us-seattle.ts.
 */
export const US_CITIES: PackedGroup = {
  country: "US",
  region: "",
  kind: "city",
  rows: `
New York|NY|40.7128|-74.0060
Los Angeles|CA|34.0522|-118.2437
Chicago|IL|41.8781|-87.6298
Houston|TX|29.7604|-95.3698
Phoenix|AZ|33.4484|-112.0740
Philadelphia|PA|39.9526|-75.1652
San Antonio|TX|29.4241|-98.4936
San Diego|CA|32.7157|-117.1611
Dallas|TX|32.7767|-96.7970
San Jose|CA|37.3382|-121.8863
Austin|TX|30.2672|-97.7431
Jacksonville|FL|30.3322|-81.6557
Fort Worth|TX|32.7555|-97.3308
Columbus|OH|39.9612|-82.9988
Charlotte|NC|35.2271|-80.8431
San Francisco|CA|37.7749|-122.4194
Indianapolis|IN|39.7684|-86.1581
Denver|CO|39.7392|-104.9903
Washington|DC|38.9072|-77.0369
Boston|MA|42.3601|-71.0589
El Paso|TX|31.7619|-106.4850
Nashville|TN|36.1627|-86.7816
Detroit|MI|42.3314|-83.0458
Oklahoma City|OK|35.4676|-97.5164
Portland|OR|45.5152|-122.6784
Las Vegas|NV|36.1699|-115.1398
Memphis|TN|35.1495|-90.0490
Louisville|KY|38.2527|-85.7585
Baltimore|MD|39.2904|-76.6122
Milwaukee|WI|43.0389|-87.9065
Albuquerque|NM|35.0844|-106.6504
Tucson|AZ|32.2226|-110.9747
Fresno|CA|36.7378|-119.7871
Mesa|AZ|33.4152|-111.8315
Sacramento|CA|38.5816|-121.4944
Atlanta|GA|33.7490|-84.3880
Kansas City|MO|39.0997|-94.5786
Colorado Springs|CO|38.8339|-104.8214
Omaha|NE|41.2565|-95.9345
Raleigh|NC|35.7796|-78.6382
Miami|FL|25.7617|-80.1918
Long Beach|CA|33.7701|-118.1937
Virginia Beach|VA|36.8529|-75.9780
Oakland|CA|37.8044|-122.2712
Minneapolis|MN|44.9778|-93.2650
Tulsa|OK|36.1540|-95.9928
Tampa|FL|27.9506|-82.4572
Arlington|TX|32.7357|-97.1081
New Orleans|LA|29.9511|-90.0715
Wichita|KS|37.6872|-97.3301
Bakersfield|CA|35.3733|-119.0187
Cleveland|OH|41.4993|-81.6944
Aurora|CO|39.7294|-104.8319
Anaheim|CA|33.8366|-117.9143
Honolulu|HI|21.3069|-157.8583
Santa Ana|CA|33.7455|-117.8677
Riverside|CA|33.9806|-117.3755
Corpus Christi|TX|27.8006|-97.3964
Lexington|KY|38.0406|-84.5037
Henderson|NV|36.0395|-114.9817
Stockton|CA|37.9577|-121.2908
Saint Paul|MN|44.9537|-93.0900
Cincinnati|OH|39.1031|-84.5120
St. Louis|MO|38.6270|-90.1994
Pittsburgh|PA|40.4406|-79.9959
Greensboro|NC|36.0726|-79.7920
Lincoln|NE|40.8136|-96.7026
Anchorage|AK|61.2181|-149.9003
Plano|TX|33.0198|-96.6989
Orlando|FL|28.5383|-81.3792
Irvine|CA|33.6846|-117.8265
Newark|NJ|40.7357|-74.1724
Durham|NC|35.9940|-78.8986
Chula Vista|CA|32.6401|-117.0842
Toledo|OH|41.6528|-83.5379
Fort Wayne|IN|41.0793|-85.1394
St. Petersburg|FL|27.7676|-82.6403
Laredo|TX|27.5306|-99.4803
Jersey City|NJ|40.7178|-74.0431
Chandler|AZ|33.3062|-111.8413
Madison|WI|43.0731|-89.4012
Lubbock|TX|33.5779|-101.8552
Scottsdale|AZ|33.4942|-111.9261
Reno|NV|39.5296|-119.8138
Buffalo|NY|42.8864|-78.8784
Gilbert|AZ|33.3528|-111.7890
Glendale|AZ|33.5387|-112.1860
North Las Vegas|NV|36.1989|-115.1175
Winston-Salem|NC|36.0999|-80.2442
Chesapeake|VA|36.7682|-76.2875
Norfolk|VA|36.8508|-76.2859
Fremont|CA|37.5485|-121.9886
Garland|TX|32.9126|-96.6389
Irving|TX|32.8140|-96.9489
Hialeah|FL|25.8576|-80.2781
Richmond|VA|37.5407|-77.4360
Boise|ID|43.6150|-116.2023
Spokane|WA|47.6588|-117.4260
Baton Rouge|LA|30.4515|-91.1871
San Bernardino|CA|34.1083|-117.2898
Modesto|CA|37.6391|-120.9969
Fontana|CA|34.0922|-117.4350
Des Moines|IA|41.5868|-93.6250
Moreno Valley|CA|33.9425|-117.2297
Santa Clarita|CA|34.3917|-118.5426
Fayetteville|NC|35.0527|-78.8784
Birmingham|AL|33.5186|-86.8104
Oxnard|CA|34.1975|-119.1771
Rochester|NY|43.1566|-77.6088
Port St. Lucie|FL|27.2730|-80.3582
Grand Rapids|MI|42.9634|-85.6681
Huntsville|AL|34.7304|-86.5861
Salt Lake City|UT|40.7608|-111.8910
Frisco|TX|33.1507|-96.8236
Yonkers|NY|40.9312|-73.8987
Amarillo|TX|35.2220|-101.8313
Glendale|CA|34.1425|-118.2551
Huntington Beach|CA|33.6595|-117.9988
McKinney|TX|33.1972|-96.6398
Montgomery|AL|32.3668|-86.3000
Augusta|GA|33.4735|-82.0105
Aurora|IL|41.7606|-88.3201
Akron|OH|41.0814|-81.5190
Little Rock|AR|34.7465|-92.2896
Tempe|AZ|33.4255|-111.9400
Columbus|GA|32.4610|-84.9877
Overland Park|KS|38.9822|-94.6708
Grand Prairie|TX|32.7460|-96.9978
Tallahassee|FL|30.4383|-84.2807
Cape Coral|FL|26.5629|-81.9495
Mobile|AL|30.6954|-88.0399
Knoxville|TN|35.9606|-83.9207
Shreveport|LA|32.5252|-93.7502
Worcester|MA|42.2626|-71.8023
Ontario|CA|34.0633|-117.6509
Vancouver|WA|45.6387|-122.6615
Sioux Falls|SD|43.5446|-96.7311
Chattanooga|TN|35.0456|-85.3097
Brownsville|TX|25.9017|-97.4975
Fort Lauderdale|FL|26.1224|-80.1373
Providence|RI|41.8240|-71.4128
Newport News|VA|37.0871|-76.4730
Rancho Cucamonga|CA|34.1064|-117.5931
Santa Rosa|CA|38.4404|-122.7141
Peoria|AZ|33.5806|-112.2374
Oceanside|CA|33.1959|-117.3795
Elk Grove|CA|38.4088|-121.3716
Salem|OR|44.9429|-123.0351
Pembroke Pines|FL|26.0078|-80.2963
Eugene|OR|44.0521|-123.0868
Garden Grove|CA|33.7739|-117.9414
Cary|NC|35.7915|-78.7811
Fort Collins|CO|40.5853|-105.0844
Corona|CA|33.8753|-117.5664
Springfield|MO|37.2090|-93.2923
Jackson|MS|32.2988|-90.1848
Alexandria|VA|38.8048|-77.0469
Hayward|CA|37.6688|-122.0808
Clarksville|TN|36.5298|-87.3595
Lakewood|CO|39.7047|-105.0814
Lancaster|CA|34.6868|-118.1542
Salinas|CA|36.6777|-121.6555
Palmdale|CA|34.5794|-118.1165
Hollywood|FL|26.0112|-80.1495
Springfield|MA|42.1015|-72.5898
Macon|GA|32.8407|-83.6324
Kansas City|KS|39.1141|-94.6275
Sunnyvale|CA|37.3688|-122.0363
Pomona|CA|34.0551|-117.7500
Killeen|TX|31.1171|-97.7278
Escondido|CA|33.1192|-117.0864
Pasadena|TX|29.6911|-95.2091
Naperville|IL|41.7508|-88.1535
Joliet|IL|41.5250|-88.0817
Murfreesboro|TN|35.8456|-86.3903
Midland|TX|31.9974|-102.0779
Rockford|IL|42.2711|-89.0940
Paterson|NJ|40.9168|-74.1718
Savannah|GA|32.0809|-81.0912
Bridgeport|CT|41.1865|-73.1952
Torrance|CA|33.8358|-118.3406
McAllen|TX|26.2034|-98.2300
Syracuse|NY|43.0481|-76.1474
Surprise|AZ|33.6292|-112.3679
Denton|TX|33.2148|-97.1331
Roseville|CA|38.7521|-121.2880
Thornton|CO|39.8680|-104.9719
Miramar|FL|25.9861|-80.3036
Pasadena|CA|34.1478|-118.1445
Mesquite|TX|32.7668|-96.5992
Olathe|KS|38.8814|-94.8191
Dayton|OH|39.7589|-84.1916
Carrollton|TX|32.9537|-96.8903
Waco|TX|31.5493|-97.1467
Orange|CA|33.7879|-117.8531
Fullerton|CA|33.8704|-117.9242
Charleston|SC|32.7765|-79.9311
West Valley City|UT|40.6916|-112.0011
Visalia|CA|36.3302|-119.2921
Hampton|VA|37.0299|-76.3452
Gainesville|FL|29.6516|-82.3248
Warren|MI|42.5145|-83.0147
Coral Springs|FL|26.2712|-80.2706
Cedar Rapids|IA|41.9779|-91.6656
Round Rock|TX|30.5083|-97.6789
Sterling Heights|MI|42.5803|-83.0302
Columbia|SC|34.0007|-81.0348
Santa Clara|CA|37.3541|-121.9552
New Haven|CT|41.3083|-72.9279
Stamford|CT|41.0534|-73.5387
Concord|CA|37.9780|-122.0311
Elizabeth|NJ|40.6640|-74.2107
Athens|GA|33.9519|-83.3576
Thousand Oaks|CA|34.1706|-118.8376
Lafayette|LA|30.2241|-92.0198
Simi Valley|CA|34.2694|-118.7815
Topeka|KS|39.0473|-95.6752
Norman|OK|35.2226|-97.4395
Fargo|ND|46.8772|-96.7898
Wilmington|NC|34.2257|-77.9447
Abilene|TX|32.4487|-99.7331
Odessa|TX|31.8457|-102.3676
Columbia|MO|38.9517|-92.3341
Pearland|TX|29.5636|-95.2860
Victorville|CA|34.5362|-117.2928
Hartford|CT|41.7658|-72.6734
Vallejo|CA|38.1041|-122.2566
Allentown|PA|40.6084|-75.4902
Berkeley|CA|37.8716|-122.2727
Richardson|TX|32.9483|-96.7299
Arvada|CO|39.8028|-105.0875
Ann Arbor|MI|42.2808|-83.7430
Rochester|MN|44.0121|-92.4802
Cambridge|MA|42.3736|-71.1097
Sugar Land|TX|29.6197|-95.6349
Lansing|MI|42.7325|-84.5555
Evansville|IN|37.9716|-87.5711
College Station|TX|30.6280|-96.3344
Fairfield|CA|38.2494|-122.0400
Clearwater|FL|27.9659|-82.8001
Beaumont|TX|30.0802|-94.1266
Independence|MO|39.0911|-94.4155
Provo|UT|40.2338|-111.6585
West Jordan|UT|40.6097|-111.9391
Murrieta|CA|33.5539|-117.2139
Palm Bay|FL|28.0345|-80.5887
El Monte|CA|34.0686|-118.0276
Carlsbad|CA|33.1581|-117.3506
Charleston|WV|38.3498|-81.6326
Temecula|CA|33.4936|-117.1484
Clovis|CA|36.8252|-119.7029
Springfield|IL|39.7817|-89.6501
Meridian|ID|43.6121|-116.3915
Westminster|CO|39.8367|-105.0372
Costa Mesa|CA|33.6411|-117.9187
High Point|NC|35.9557|-80.0053
Manchester|NH|42.9956|-71.4548
Pueblo|CO|38.2544|-104.6091
Lakeland|FL|28.0395|-81.9498
Pompano Beach|FL|26.2379|-80.1248
West Palm Beach|FL|26.7153|-80.0534
Antioch|CA|38.0049|-121.8058
Downey|CA|33.9401|-118.1332
Lowell|MA|42.6334|-71.3162
Centennial|CO|39.5807|-104.8772
Elgin|IL|42.0354|-88.2826
Richmond|CA|37.9358|-122.3477
Peoria|IL|40.6936|-89.5890
Broken Arrow|OK|36.0526|-95.7908
Miami Gardens|FL|25.9420|-80.2456
Billings|MT|45.7833|-108.5007
Jurupa Valley|CA|33.9972|-117.4855
Sandy Springs|GA|33.9304|-84.3733
Gresham|OR|45.5001|-122.4302
Lewisville|TX|33.0462|-96.9942
Hillsboro|OR|45.5229|-122.9898
Ventura|CA|34.2746|-119.2290
Greeley|CO|40.4233|-104.7091
Inglewood|CA|33.9617|-118.3531
Waterbury|CT|41.5582|-73.0515
League City|TX|29.5075|-95.0949
Santa Maria|CA|34.9530|-120.4357
Tyler|TX|32.3513|-95.3011
Davie|FL|26.0765|-80.2521
Daly City|CA|37.6879|-122.4702
Boulder|CO|40.0150|-105.2705
Allen|TX|33.1032|-96.6706
West Covina|CA|34.0686|-117.9390
Sparks|NV|39.5349|-119.7527
Wichita Falls|TX|33.9137|-98.4934
Green Bay|WI|44.5133|-88.0133
San Mateo|CA|37.5630|-122.3255
Norwalk|CA|33.9022|-118.0817
Rialto|CA|34.1064|-117.3703
Las Cruces|NM|32.3199|-106.7637
Chico|CA|39.7285|-121.8375
El Cajon|CA|32.7948|-116.9625
Burbank|CA|34.1808|-118.3090
South Bend|IN|41.6764|-86.2520
Vista|CA|33.2000|-117.2425
Davenport|IA|41.5236|-90.5776
Edinburg|TX|26.3017|-98.1633
Tuscaloosa|AL|33.2098|-87.5692
Carmel|IN|39.9784|-86.1180
Spokane Valley|WA|47.6732|-117.2394
San Angelo|TX|31.4638|-100.4370
Vacaville|CA|38.3566|-121.9877
Bellingham|WA|48.7519|-122.4787
Yakima|WA|46.6021|-120.5059
Kennewick|WA|46.2112|-119.1372
Richland|WA|46.2857|-119.2845
Pasco|WA|46.2396|-119.1006
Wenatchee|WA|47.4235|-120.3103
Albany|NY|42.6526|-73.7562
Harrisburg|PA|40.2732|-76.8867
Trenton|NJ|40.2171|-74.7429
Dover|DE|39.1582|-75.5244
Wilmington|DE|39.7391|-75.5398
Annapolis|MD|38.9784|-76.4922
Concord|NH|43.2081|-71.5376
Montpelier|VT|44.2601|-72.5754
Burlington|VT|44.4759|-73.2121
Portland|ME|43.6591|-70.2568
Augusta|ME|44.3106|-69.7795
Bangor|ME|44.8016|-68.7712
Cheyenne|WY|41.1400|-104.8202
Casper|WY|42.8666|-106.3131
Helena|MT|46.5891|-112.0391
Missoula|MT|46.8721|-113.9940
Bismarck|ND|46.8083|-100.7837
Pierre|SD|44.3683|-100.3510
Rapid City|SD|44.0805|-103.2310
Jefferson City|MO|38.5767|-92.1735
Frankfort|KY|38.2009|-84.8733
Juneau|AK|58.3019|-134.4197
Fairbanks|AK|64.8378|-147.7164
Hilo|HI|19.7071|-155.0885
Kailua|HI|21.4022|-157.7394
Santa Fe|NM|35.6870|-105.9378
Carson City|NV|39.1638|-119.7674
Duluth|MN|46.7867|-92.1005
Flagstaff|AZ|35.1983|-111.6513
Yuma|AZ|32.6927|-114.6277
Santa Barbara|CA|34.4208|-119.6982
Monterey|CA|36.6002|-121.8947
Redding|CA|40.5865|-122.3917
Eureka|CA|40.8021|-124.1637
Palm Springs|CA|33.8303|-116.5453
Key West|FL|24.5551|-81.7800
Pensacola|FL|30.4213|-87.2169
Daytona Beach|FL|29.2108|-81.0228
Sarasota|FL|27.3364|-82.5307
Naples|FL|26.1420|-81.7948
Asheville|NC|35.5951|-82.5515
Myrtle Beach|SC|33.6891|-78.8867
Greenville|SC|34.8526|-82.3940
Roanoke|VA|37.2710|-79.9414
Erie|PA|42.1292|-80.0851
Scranton|PA|41.4090|-75.6624
Lancaster|PA|40.0379|-76.3055
Kalamazoo|MI|42.2917|-85.5872
Flint|MI|43.0125|-83.6875
Bloomington|IN|39.1653|-86.5264
Champaign|IL|40.1164|-88.2434
Iowa City|IA|41.6611|-91.5302
Sioux City|IA|42.4999|-96.4003
Lawrence|KS|38.9717|-95.2353
Fort Smith|AR|35.3859|-94.3985
Fayetteville|AR|36.0626|-94.1574
Gulfport|MS|30.3674|-89.0928
Lake Charles|LA|30.2266|-93.2174
Galveston|TX|29.3013|-94.7977
Ogden|UT|41.2230|-111.9738
St. George|UT|37.0965|-113.5684
Idaho Falls|ID|43.4917|-112.0339
Nampa|ID|43.5407|-116.5635
Coeur d'Alene|ID|47.6777|-116.7805
Bend|OR|44.0582|-121.3153
Medford|OR|42.3265|-122.8756
Corvallis|OR|44.5646|-123.2620
`,
};

export const US_STATE_ALIASES: Record<string, string> = {
  alabama: "AL", alaska: "AK", arizona: "AZ", arkansas: "AR", california: "CA", colorado: "CO",
  connecticut: "CT", delaware: "DE", "district of columbia": "DC", florida: "FL", georgia: "GA",
  hawaii: "HI", idaho: "ID", illinois: "IL", indiana: "IN", iowa: "IA", kansas: "KS", kentucky: "KY",
  louisiana: "LA", maine: "ME", maryland: "MD", massachusetts: "MA", michigan: "MI", minnesota: "MN",
  mississippi: "MS", missouri: "MO", montana: "MT", nebraska: "NE", nevada: "NV", "new hampshire": "NH",
  "new jersey": "NJ", "new mexico": "NM", "new york": "NY", "north carolina": "NC", "north dakota": "ND",
  ohio: "OH", oklahoma: "OK", oregon: "OR", pennsylvania: "PA", "rhode island": "RI",
  "south carolina": "SC", "south dakota": "SD", tennessee: "TN", texas: "TX", utah: "UT", vermont: "VT",
  virginia: "VA", washington: "WA", "west virginia": "WV", wisconsin: "WI", wyoming: "WY",
};
