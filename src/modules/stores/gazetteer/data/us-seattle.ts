import type { PackedGroup } from "../types";

/** Seattle neighbourhoods, approximate centres (±1 km). */
export const SEATTLE_NEIGHBORHOODS: PackedGroup = {
  country: "US",
  region: "WA",
  kind: "suburb",
  city: "Seattle",
  rows: `
Downtown Seattle|47.6062|-122.3321
Belltown|47.6145|-122.3470
Pioneer Square|47.6015|-122.3343
International District|47.5987|-122.3245
Chinatown|47.5987|-122.3245
First Hill|47.6090|-122.3240
Capitol Hill|47.6253|-122.3222
South Lake Union|47.6256|-122.3344
Westlake|47.6360|-122.3410
Queen Anne|47.6370|-122.3570
Lower Queen Anne|47.6235|-122.3560
Eastlake|47.6400|-122.3260
Montlake|47.6410|-122.3030
Madison Park|47.6340|-122.2800
Madison Valley|47.6250|-122.2930
Madrona|47.6130|-122.2890
Central District|47.6080|-122.3000
Leschi|47.6000|-122.2900
Mount Baker|47.5780|-122.2900
Columbia City|47.5600|-122.2870
Rainier Valley|47.5550|-122.2800
Hillman City|47.5460|-122.2830
Seward Park|47.5500|-122.2650
Rainier Beach|47.5200|-122.2700
Beacon Hill|47.5680|-122.3110
Georgetown|47.5460|-122.3220
SoDo|47.5800|-122.3350
South Park|47.5270|-122.3240
West Seattle|47.5700|-122.3870
Alki|47.5760|-122.4090
Admiral|47.5810|-122.3870
Delridge|47.5430|-122.3600
Morgan Junction|47.5440|-122.3870
Fauntleroy|47.5230|-122.3870
White Center|47.5170|-122.3550
Magnolia|47.6500|-122.4000
Interbay|47.6450|-122.3760
Fremont|47.6510|-122.3500
Wallingford|47.6610|-122.3340
University District|47.6610|-122.3130
Ravenna|47.6750|-122.3040
Bryant|47.6700|-122.2880
Laurelhurst|47.6600|-122.2800
View Ridge|47.6830|-122.2750
Sand Point|47.6830|-122.2600
Wedgwood|47.6900|-122.2910
Roosevelt|47.6780|-122.3170
Green Lake|47.6800|-122.3280
Phinney Ridge|47.6750|-122.3540
Greenwood|47.6910|-122.3550
Ballard|47.6680|-122.3850
Loyal Heights|47.6830|-122.3860
Sunset Hill|47.6800|-122.4000
Crown Hill|47.6950|-122.3710
Maple Leaf|47.6970|-122.3160
Northgate|47.7060|-122.3270
Haller Lake|47.7190|-122.3350
Bitter Lake|47.7250|-122.3480
Broadview|47.7220|-122.3600
Lake City|47.7190|-122.2960
`,
};

/** Cities and towns around Seattle (King, Snohomish, Pierce, Kitsap and Thurston counties). */
export const SEATTLE_AREA_CITIES: PackedGroup = {
  country: "US",
  region: "WA",
  kind: "city",
  rows: `
Seattle|47.6062|-122.3321
Tacoma|47.2529|-122.4443
Bellevue|47.6101|-122.2015
Kent|47.3809|-122.2348
Everett|47.9790|-122.2021
Renton|47.4829|-122.2171
Federal Way|47.3223|-122.3126
Kirkland|47.6815|-122.2087
Auburn|47.3073|-122.2285
Redmond|47.6740|-122.1215
Sammamish|47.6163|-122.0356
Lakewood|47.1718|-122.5185
Shoreline|47.7557|-122.3415
Burien|47.4704|-122.3468
Marysville|48.0518|-122.1771
Lynnwood|47.8209|-122.3151
Bothell|47.7623|-122.2054
Puyallup|47.1854|-122.2929
Edmonds|47.8107|-122.3774
Issaquah|47.5301|-122.0326
Lacey|47.0343|-122.8232
Olympia|47.0379|-122.9007
Bremerton|47.5673|-122.6326
Lake Stevens|48.0151|-122.0637
SeaTac|47.4436|-122.2968
Des Moines|47.4018|-122.3243
Maple Valley|47.3926|-122.0465
Mount Vernon|48.4212|-122.3340
Mercer Island|47.5707|-122.2221
University Place|47.2357|-122.5504
Mountlake Terrace|47.7882|-122.3087
Mukilteo|47.9445|-122.3046
Bainbridge Island|47.6262|-122.5212
Tukwila|47.4740|-122.2610
Bonney Lake|47.1773|-122.1865
Covington|47.3582|-122.1220
Mill Creek|47.8601|-122.2043
Kenmore|47.7573|-122.2440
Arlington|48.1987|-122.1251
Woodinville|47.7543|-122.1635
Lake Forest Park|47.7568|-122.2807
Newcastle|47.5390|-122.1560
Snohomish|47.9129|-122.0982
Monroe|47.8554|-121.9710
Gig Harbor|47.3293|-122.5801
Port Orchard|47.5404|-122.6363
Silverdale|47.6445|-122.6949
Poulsbo|47.7359|-122.6465
Sumner|47.2032|-122.2404
Fife|47.2393|-122.3571
Enumclaw|47.2043|-121.9915
Snoqualmie|47.5287|-121.8254
North Bend|47.4957|-121.7868
Duvall|47.7423|-121.9857
Normandy Park|47.4360|-122.3410
Medina|47.6204|-122.2279
Juanita|47.7070|-122.2090
Totem Lake|47.7170|-122.1780
Factoria|47.5790|-122.1700
Vashon|47.4473|-122.4597
`,
};
