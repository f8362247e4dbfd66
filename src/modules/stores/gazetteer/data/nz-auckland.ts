import type { PackedGroup } from "../types";

/** Auckland suburbs, approximate centres (±1 km). */
export const AUCKLAND_SUBURBS: PackedGroup = {
  country: "NZ",
  region: "Auckland",
  kind: "suburb",
  city: "Auckland",
  rows: `
Auckland Central|-36.8485|174.7633
Auckland CBD|-36.8485|174.7633
Ponsonby|-36.8530|174.7440
Grey Lynn|-36.8610|174.7350
Herne Bay|-36.8430|174.7330
St Marys Bay|-36.8460|174.7470
Freemans Bay|-36.8520|174.7530
Westmere|-36.8550|174.7220
Arch Hill|-36.8660|174.7420
Kingsland|-36.8720|174.7450
Eden Terrace|-36.8640|174.7550
Newton|-36.8620|174.7540
Grafton|-36.8600|174.7660
Parnell|-36.8560|174.7810
Newmarket|-36.8690|174.7770
Epsom|-36.8880|174.7710
Mount Eden|-36.8790|174.7550
Balmoral|-36.8880|174.7450
Sandringham|-36.8890|174.7330
St Lukes|-36.8840|174.7310
Morningside|-36.8740|174.7350
Western Springs|-36.8660|174.7220
Mount Albert|-36.8850|174.7180
Owairaka|-36.8930|174.7200
Point Chevalier|-36.8660|174.7070
Waterview|-36.8790|174.7000
Avondale|-36.8970|174.6900
New Windsor|-36.9000|174.7020
Blockhouse Bay|-36.9220|174.7000
Lynfield|-36.9270|174.7170
Mount Roskill|-36.9100|174.7370
Three Kings|-36.9030|174.7550
Hillsborough|-36.9210|174.7510
Royal Oak|-36.9110|174.7750
One Tree Hill|-36.8990|174.7890
Onehunga|-36.9220|174.7850
Te Papapa|-36.9170|174.8050
Penrose|-36.9110|174.8150
Ellerslie|-36.8970|174.8070
Greenlane|-36.8890|174.7970
Remuera|-36.8800|174.8000
Meadowbank|-36.8730|174.8240
Orakei|-36.8600|174.8100
Mission Bay|-36.8500|174.8310
Kohimarama|-36.8570|174.8420
St Heliers|-36.8560|174.8620
Glendowie|-36.8620|174.8700
St Johns|-36.8740|174.8380
Stonefields|-36.8810|174.8310
Glen Innes|-36.8780|174.8570
Point England|-36.8850|174.8620
Tamaki|-36.8880|174.8520
Panmure|-36.9000|174.8550
Mount Wellington|-36.9050|174.8380
Sylvia Park|-36.9160|174.8400
Otahuhu|-36.9440|174.8400
Mangere Bridge|-36.9370|174.7890
Mangere|-36.9670|174.8000
Mangere East|-36.9630|174.8260
Favona|-36.9500|174.8130
Auckland Airport|-37.0080|174.7850
Papatoetoe|-36.9750|174.8500
Otara|-36.9600|174.8700
East Tamaki|-36.9450|174.8950
Flat Bush|-36.9650|174.9150
Botany Downs|-36.9200|174.9120
Dannemora|-36.9350|174.9200
Highland Park|-36.9050|174.9050
Pakuranga|-36.9100|174.8800
Farm Cove|-36.8900|174.8880
Sunnyhills|-36.9000|174.8950
Half Moon Bay|-36.8850|174.9000
Bucklands Beach|-36.8700|174.9030
Eastern Beach|-36.8750|174.9150
Howick|-36.8940|174.9320
Mellons Bay|-36.8850|174.9330
Cockle Bay|-36.9000|174.9530
Shelly Park|-36.9050|174.9450
Beachlands|-36.8830|175.0000
Maraetai|-36.8820|175.0400
Whitford|-36.9450|174.9650
Clevedon|-36.9930|175.0380
Manukau|-36.9930|174.8800
Wiri|-36.9980|174.8680
Manurewa|-37.0180|174.8950
Clendon Park|-37.0250|174.8700
Weymouth|-37.0400|174.8650
Takanini|-37.0450|174.9250
Papakura|-37.0650|174.9450
Karaka|-37.1000|174.8700
Drury|-37.1020|174.9520
Pukekohe|-37.2000|174.9030
Waiuku|-37.2490|174.7300
New Lynn|-36.9080|174.6830
Kelston|-36.9030|174.6600
Glen Eden|-36.9120|174.6500
Titirangi|-36.9380|174.6570
Green Bay|-36.9300|174.6750
Laingholm|-36.9680|174.6430
Oratia|-36.9170|174.6180
Glendene|-36.8880|174.6530
Te Atatu Peninsula|-36.8450|174.6500
Te Atatu South|-36.8680|174.6400
Henderson|-36.8790|174.6310
Sunnyvale|-36.8930|174.6300
Ranui|-36.8660|174.6040
Swanson|-36.8660|174.5780
Massey|-36.8400|174.6150
West Harbour|-36.8200|174.6100
Westgate|-36.8180|174.6070
Hobsonville|-36.8000|174.6550
Whenuapai|-36.7930|174.6300
Riverhead|-36.7600|174.5900
Kumeu|-36.7780|174.5560
Huapai|-36.7700|174.5450
Waimauku|-36.7670|174.4900
Helensville|-36.6800|174.4500
Piha|-36.9530|174.4700
Devonport|-36.8300|174.7970
Narrow Neck|-36.8120|174.8000
Belmont|-36.8070|174.7900
Bayswater|-36.8170|174.7730
Hauraki|-36.7950|174.7750
Takapuna|-36.7880|174.7700
Milford|-36.7720|174.7650
Northcote|-36.8000|174.7450
Northcote Point|-36.8170|174.7450
Birkenhead|-36.8100|174.7250
Birkdale|-36.8000|174.7050
Beach Haven|-36.7920|174.6900
Hillcrest|-36.7950|174.7370
Glenfield|-36.7800|174.7200
Bayview|-36.7850|174.7050
Totara Vale|-36.7670|174.7300
Sunnynook|-36.7630|174.7450
Forrest Hill|-36.7650|174.7570
Castor Bay|-36.7570|174.7620
Campbells Bay|-36.7500|174.7600
Mairangi Bay|-36.7370|174.7530
Murrays Bay|-36.7290|174.7500
Rothesay Bay|-36.7220|174.7420
Browns Bay|-36.7160|174.7470
Torbay|-36.7000|174.7500
Long Bay|-36.6850|174.7420
Northcross|-36.7100|174.7280
Oteha|-36.7200|174.7100
Pinehill|-36.7300|174.7200
Rosedale|-36.7480|174.7180
Unsworth Heights|-36.7600|174.7180
Albany|-36.7280|174.6950
Greenhithe|-36.7750|174.6750
Silverdale|-36.6170|174.6770
Millwater|-36.6070|174.6830
Red Beach|-36.6020|174.7000
Orewa|-36.5880|174.6970
Stanmore Bay|-36.6250|174.7300
Whangaparaoa|-36.6350|174.7450
Gulf Harbour|-36.6200|174.7900
Warkworth|-36.4000|174.6630
Snells Beach|-36.4200|174.7280
Matakana|-36.3520|174.7150
Wellsford|-36.2950|174.5230
Oneroa|-36.7850|175.0100
Waiheke Island|-36.8000|175.1000
`,
};
