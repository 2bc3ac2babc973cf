import type * as schema from '../schema.js';

/*
 * Delivery by zip (decision 0018): the same-day zones with their stores, and the zip reference.
 *
 * Store ids are the location ids of `inventory_locations` (catalog.ts seeds product stock at 3, 4 and 54
 * for delivery and 3, 4, 54 and 61 for pickup): San Antonio delivers from 4 and 3, Phoenix from 54;
 * 61 is San Antonio's pickup store, shown but disabled (spec shopping.md 2).
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const DELIVERY_ZONES: readonly Insert<typeof schema.deliveryZones>[] = [
  { id: 1, city: 'San Antonio', state: 'TX', zipFrom: '78201', zipTo: '78299', timeZone: 'America/Chicago' },
  { id: 2, city: 'Phoenix', state: 'AZ', zipFrom: '85001', zipTo: '85099', timeZone: 'America/Phoenix' },
];

export const DELIVERY_STORES: readonly Insert<typeof schema.deliveryStores>[] = [
  { id: 4, zoneId: 1, kind: 'delivery', name: 'San Antonio Northwest', address: '8503 Fredericksburg Rd, San Antonio, TX 78229', position: 0 },
  { id: 3, zoneId: 1, kind: 'delivery', name: 'San Antonio Southeast', address: '2310 SW Military Dr, San Antonio, TX 78224', position: 1 },
  { id: 61, zoneId: 1, kind: 'pickup', name: 'San Antonio Store Pickup', address: '5330 Walzem Rd, San Antonio, TX 78218', enabled: false, position: 2 },
  { id: 54, zoneId: 2, kind: 'delivery', name: 'Phoenix Camelback', address: '2020 E Camelback Rd, Phoenix, AZ 85016', position: 0 },
];

/**
 * Three-digit zip prefixes in use: [from, to, state, the city of the area]. A prefix in no range does
 * not exist (000-004, 213, 269, 343, 345, 348, 353, 419, 428-429, 517-519, 529, 533, 536, 552, 568,
 * 578-579, 589, 621, 632, 642-643, 659, 663, 682, 694-699, 702, 709, 715, 732, 742, 771, 817-819,
 * 839, 848-849, 851, 854, 858, 861-862, 866-869, 872, 876, 886-888, 892, 896, 899, 909, 929, 987).
 * Military (APO/FPO) and the Pacific territories are left out. The city is the area's main city, which
 * the header shows for zips outside the same-day zones ('New York, NY' for 10001).
 */
export const ZIP_PREFIXES: readonly (readonly [number, number, string, string])[] = [
  [5, 5, 'NY', 'Holtsville'], [6, 7, 'PR', 'San Juan'], [8, 8, 'VI', 'Charlotte Amalie'], [9, 9, 'PR', 'San Juan'],
  [10, 13, 'MA', 'Springfield'], [14, 16, 'MA', 'Worcester'], [17, 19, 'MA', 'Woburn'], [20, 22, 'MA', 'Boston'],
  [23, 27, 'MA', 'Brockton'], [28, 29, 'RI', 'Providence'], [30, 38, 'NH', 'Manchester'], [39, 49, 'ME', 'Portland'],
  [50, 54, 'VT', 'Burlington'], [55, 55, 'MA', 'Andover'], [56, 59, 'VT', 'Burlington'],
  [60, 63, 'CT', 'Hartford'], [64, 65, 'CT', 'New Haven'], [66, 66, 'CT', 'Bridgeport'], [67, 67, 'CT', 'Waterbury'],
  [68, 69, 'CT', 'Stamford'], [70, 73, 'NJ', 'Newark'], [74, 76, 'NJ', 'Paterson'], [77, 79, 'NJ', 'Red Bank'],
  [80, 84, 'NJ', 'Camden'], [85, 86, 'NJ', 'Trenton'], [87, 89, 'NJ', 'New Brunswick'],
  [100, 102, 'NY', 'New York'], [103, 103, 'NY', 'Staten Island'], [104, 104, 'NY', 'Bronx'], [105, 109, 'NY', 'White Plains'],
  [110, 111, 'NY', 'Queens'], [112, 112, 'NY', 'Brooklyn'], [113, 114, 'NY', 'Queens'], [115, 119, 'NY', 'Hicksville'],
  [120, 123, 'NY', 'Albany'], [124, 127, 'NY', 'Kingston'], [128, 129, 'NY', 'Plattsburgh'], [130, 132, 'NY', 'Syracuse'],
  [133, 135, 'NY', 'Utica'], [136, 136, 'NY', 'Watertown'], [137, 139, 'NY', 'Binghamton'], [140, 143, 'NY', 'Buffalo'],
  [144, 146, 'NY', 'Rochester'], [147, 147, 'NY', 'Jamestown'], [148, 149, 'NY', 'Elmira'],
  [150, 154, 'PA', 'Pittsburgh'], [155, 159, 'PA', 'Johnstown'], [160, 162, 'PA', 'New Castle'], [163, 165, 'PA', 'Erie'],
  [166, 169, 'PA', 'Altoona'], [170, 172, 'PA', 'Harrisburg'], [173, 174, 'PA', 'York'], [175, 176, 'PA', 'Lancaster'],
  [177, 179, 'PA', 'Williamsport'], [180, 183, 'PA', 'Allentown'], [184, 188, 'PA', 'Scranton'], [189, 189, 'PA', 'Doylestown'],
  [190, 192, 'PA', 'Philadelphia'], [193, 194, 'PA', 'Norristown'], [195, 196, 'PA', 'Reading'],
  [197, 198, 'DE', 'Wilmington'], [199, 199, 'DE', 'Dover'], [200, 200, 'DC', 'Washington'], [201, 201, 'VA', 'Dulles'],
  [202, 205, 'DC', 'Washington'], [206, 209, 'MD', 'Silver Spring'], [210, 212, 'MD', 'Baltimore'], [214, 214, 'MD', 'Annapolis'],
  [215, 215, 'MD', 'Cumberland'], [216, 216, 'MD', 'Easton'], [217, 217, 'MD', 'Frederick'], [218, 218, 'MD', 'Salisbury'],
  [219, 219, 'MD', 'Baltimore'], [220, 223, 'VA', 'Alexandria'], [224, 229, 'VA', 'Charlottesville'], [230, 232, 'VA', 'Richmond'],
  [233, 237, 'VA', 'Norfolk'], [238, 239, 'VA', 'Petersburg'], [240, 243, 'VA', 'Roanoke'], [244, 244, 'VA', 'Staunton'],
  [245, 246, 'VA', 'Lynchburg'], [247, 253, 'WV', 'Charleston'], [254, 254, 'WV', 'Martinsburg'], [255, 259, 'WV', 'Huntington'],
  [260, 260, 'WV', 'Wheeling'], [261, 268, 'WV', 'Clarksburg'],
  [270, 274, 'NC', 'Greensboro'], [275, 277, 'NC', 'Raleigh'], [278, 279, 'NC', 'Rocky Mount'], [280, 282, 'NC', 'Charlotte'],
  [283, 283, 'NC', 'Fayetteville'], [284, 285, 'NC', 'Wilmington'], [286, 286, 'NC', 'Hickory'], [287, 289, 'NC', 'Asheville'],
  [290, 292, 'SC', 'Columbia'], [293, 293, 'SC', 'Spartanburg'], [294, 294, 'SC', 'Charleston'], [295, 295, 'SC', 'Florence'],
  [296, 296, 'SC', 'Greenville'], [297, 297, 'SC', 'Rock Hill'], [298, 298, 'SC', 'Aiken'], [299, 299, 'SC', 'Beaufort'],
  [300, 303, 'GA', 'Atlanta'], [304, 304, 'GA', 'Swainsboro'], [305, 307, 'GA', 'Athens'], [308, 309, 'GA', 'Augusta'],
  [310, 312, 'GA', 'Macon'], [313, 314, 'GA', 'Savannah'], [315, 315, 'GA', 'Waycross'], [316, 316, 'GA', 'Valdosta'],
  [317, 317, 'GA', 'Albany'], [318, 319, 'GA', 'Columbus'],
  [320, 320, 'FL', 'Jacksonville'], [321, 321, 'FL', 'Daytona Beach'], [322, 322, 'FL', 'Jacksonville'], [323, 323, 'FL', 'Tallahassee'],
  [324, 324, 'FL', 'Panama City'], [325, 325, 'FL', 'Pensacola'], [326, 326, 'FL', 'Gainesville'], [327, 328, 'FL', 'Orlando'],
  [329, 329, 'FL', 'Melbourne'], [330, 332, 'FL', 'Miami'], [333, 333, 'FL', 'Fort Lauderdale'], [334, 334, 'FL', 'West Palm Beach'],
  [335, 336, 'FL', 'Tampa'], [337, 337, 'FL', 'St. Petersburg'], [338, 338, 'FL', 'Lakeland'], [339, 339, 'FL', 'Fort Myers'],
  [341, 341, 'FL', 'Naples'], [342, 342, 'FL', 'Sarasota'], [344, 344, 'FL', 'Gainesville'], [346, 346, 'FL', 'Tampa'],
  [347, 347, 'FL', 'Orlando'], [349, 349, 'FL', 'West Palm Beach'],
  [350, 352, 'AL', 'Birmingham'], [354, 355, 'AL', 'Tuscaloosa'], [356, 358, 'AL', 'Huntsville'], [359, 359, 'AL', 'Gadsden'],
  [360, 361, 'AL', 'Montgomery'], [362, 362, 'AL', 'Anniston'], [363, 364, 'AL', 'Dothan'], [365, 366, 'AL', 'Mobile'],
  [367, 369, 'AL', 'Montgomery'], [370, 372, 'TN', 'Nashville'], [373, 374, 'TN', 'Chattanooga'], [375, 375, 'TN', 'Memphis'],
  [376, 376, 'TN', 'Johnson City'], [377, 379, 'TN', 'Knoxville'], [380, 381, 'TN', 'Memphis'], [382, 383, 'TN', 'Jackson'],
  [384, 385, 'TN', 'Cookeville'], [386, 386, 'MS', 'Southaven'], [387, 389, 'MS', 'Greenwood'], [390, 392, 'MS', 'Jackson'],
  [393, 393, 'MS', 'Meridian'], [394, 394, 'MS', 'Hattiesburg'], [395, 395, 'MS', 'Gulfport'], [396, 396, 'MS', 'McComb'],
  [397, 397, 'MS', 'Columbus'], [398, 398, 'GA', 'Albany'], [399, 399, 'GA', 'Atlanta'],
  [400, 402, 'KY', 'Louisville'], [403, 406, 'KY', 'Lexington'], [407, 409, 'KY', 'London'], [410, 410, 'KY', 'Covington'],
  [411, 418, 'KY', 'Ashland'], [420, 420, 'KY', 'Paducah'], [421, 422, 'KY', 'Bowling Green'], [423, 424, 'KY', 'Owensboro'],
  [425, 427, 'KY', 'Elizabethtown'], [430, 433, 'OH', 'Columbus'], [434, 436, 'OH', 'Toledo'], [437, 439, 'OH', 'Zanesville'],
  [440, 441, 'OH', 'Cleveland'], [442, 443, 'OH', 'Akron'], [444, 445, 'OH', 'Youngstown'], [446, 449, 'OH', 'Canton'],
  [450, 452, 'OH', 'Cincinnati'], [453, 455, 'OH', 'Dayton'], [456, 457, 'OH', 'Chillicothe'], [458, 458, 'OH', 'Lima'],
  [459, 459, 'OH', 'Cincinnati'], [460, 462, 'IN', 'Indianapolis'], [463, 464, 'IN', 'Gary'], [465, 466, 'IN', 'South Bend'],
  [467, 469, 'IN', 'Fort Wayne'], [470, 472, 'IN', 'Columbus'], [473, 473, 'IN', 'Muncie'], [474, 475, 'IN', 'Bloomington'],
  [476, 477, 'IN', 'Evansville'], [478, 478, 'IN', 'Terre Haute'], [479, 479, 'IN', 'Lafayette'],
  [480, 483, 'MI', 'Detroit'], [484, 485, 'MI', 'Flint'], [486, 487, 'MI', 'Saginaw'], [488, 489, 'MI', 'Lansing'],
  [490, 491, 'MI', 'Kalamazoo'], [492, 492, 'MI', 'Jackson'], [493, 495, 'MI', 'Grand Rapids'], [496, 497, 'MI', 'Traverse City'],
  [498, 499, 'MI', 'Iron Mountain'], [500, 503, 'IA', 'Des Moines'], [504, 504, 'IA', 'Mason City'], [505, 505, 'IA', 'Fort Dodge'],
  [506, 507, 'IA', 'Waterloo'], [508, 509, 'IA', 'Des Moines'], [510, 513, 'IA', 'Sioux City'], [514, 516, 'IA', 'Council Bluffs'],
  [520, 521, 'IA', 'Dubuque'], [522, 524, 'IA', 'Cedar Rapids'], [525, 526, 'IA', 'Ottumwa'], [527, 528, 'IA', 'Davenport'],
  [530, 532, 'WI', 'Milwaukee'], [534, 534, 'WI', 'Racine'], [535, 535, 'WI', 'Madison'], [537, 539, 'WI', 'Madison'],
  [540, 540, 'WI', 'Hudson'], [541, 543, 'WI', 'Green Bay'], [544, 545, 'WI', 'Wausau'], [546, 546, 'WI', 'La Crosse'],
  [547, 548, 'WI', 'Eau Claire'], [549, 549, 'WI', 'Oshkosh'], [550, 551, 'MN', 'St. Paul'], [553, 555, 'MN', 'Minneapolis'],
  [556, 558, 'MN', 'Duluth'], [559, 559, 'MN', 'Rochester'], [560, 562, 'MN', 'Mankato'], [563, 564, 'MN', 'St. Cloud'],
  [565, 567, 'MN', 'Moorhead'], [569, 569, 'DC', 'Washington'], [570, 573, 'SD', 'Sioux Falls'], [574, 576, 'SD', 'Aberdeen'],
  [577, 577, 'SD', 'Rapid City'], [580, 584, 'ND', 'Fargo'], [585, 586, 'ND', 'Bismarck'], [587, 588, 'ND', 'Minot'],
  [590, 593, 'MT', 'Billings'], [594, 595, 'MT', 'Great Falls'], [596, 597, 'MT', 'Helena'], [598, 599, 'MT', 'Missoula'],
  [600, 605, 'IL', 'Chicago'], [606, 608, 'IL', 'Chicago'], [609, 609, 'IL', 'Kankakee'], [610, 611, 'IL', 'Rockford'],
  [612, 614, 'IL', 'Rock Island'], [615, 616, 'IL', 'Peoria'], [617, 619, 'IL', 'Champaign'], [620, 620, 'IL', 'Belleville'],
  [622, 624, 'IL', 'Belleville'], [625, 627, 'IL', 'Springfield'], [628, 629, 'IL', 'Carbondale'],
  [630, 631, 'MO', 'St. Louis'], [633, 635, 'MO', 'St. Charles'], [636, 639, 'MO', 'Cape Girardeau'], [640, 641, 'MO', 'Kansas City'],
  [644, 646, 'MO', 'St. Joseph'], [647, 649, 'MO', 'Kansas City'], [650, 653, 'MO', 'Jefferson City'], [654, 655, 'MO', 'Rolla'],
  [656, 658, 'MO', 'Springfield'], [660, 662, 'KS', 'Kansas City'], [664, 666, 'KS', 'Topeka'], [667, 669, 'KS', 'Salina'],
  [670, 673, 'KS', 'Wichita'], [674, 676, 'KS', 'Hays'], [677, 679, 'KS', 'Dodge City'], [680, 681, 'NE', 'Omaha'],
  [683, 685, 'NE', 'Lincoln'], [686, 689, 'NE', 'Grand Island'], [690, 693, 'NE', 'North Platte'],
  [700, 701, 'LA', 'New Orleans'], [703, 704, 'LA', 'Hammond'], [705, 706, 'LA', 'Lafayette'], [707, 708, 'LA', 'Baton Rouge'],
  [710, 711, 'LA', 'Shreveport'], [712, 712, 'LA', 'Monroe'], [713, 714, 'LA', 'Alexandria'], [716, 719, 'AR', 'Hot Springs'],
  [720, 722, 'AR', 'Little Rock'], [723, 726, 'AR', 'Jonesboro'], [727, 728, 'AR', 'Fayetteville'], [729, 729, 'AR', 'Fort Smith'],
  [730, 731, 'OK', 'Oklahoma City'], [733, 733, 'TX', 'Austin'], [734, 739, 'OK', 'Lawton'], [740, 741, 'OK', 'Tulsa'],
  [743, 749, 'OK', 'Muskogee'], [750, 753, 'TX', 'Dallas'], [754, 759, 'TX', 'Tyler'], [760, 762, 'TX', 'Fort Worth'],
  [763, 764, 'TX', 'Wichita Falls'], [765, 768, 'TX', 'Waco'], [769, 769, 'TX', 'San Angelo'], [770, 770, 'TX', 'Houston'],
  [772, 775, 'TX', 'Houston'], [776, 777, 'TX', 'Beaumont'], [778, 778, 'TX', 'Bryan'], [779, 779, 'TX', 'Victoria'],
  [780, 782, 'TX', 'San Antonio'], [783, 784, 'TX', 'Corpus Christi'], [785, 785, 'TX', 'McAllen'], [786, 787, 'TX', 'Austin'],
  [788, 788, 'TX', 'San Antonio'], [789, 789, 'TX', 'Austin'], [790, 792, 'TX', 'Amarillo'], [793, 794, 'TX', 'Lubbock'],
  [795, 796, 'TX', 'Abilene'], [797, 797, 'TX', 'Midland'], [798, 799, 'TX', 'El Paso'],
  [800, 802, 'CO', 'Denver'], [803, 807, 'CO', 'Boulder'], [808, 809, 'CO', 'Colorado Springs'], [810, 812, 'CO', 'Pueblo'],
  [813, 816, 'CO', 'Grand Junction'], [820, 822, 'WY', 'Cheyenne'], [823, 831, 'WY', 'Casper'], [832, 834, 'ID', 'Pocatello'],
  [835, 835, 'ID', 'Lewiston'], [836, 837, 'ID', 'Boise'], [838, 838, 'ID', 'Coeur d\'Alene'], [840, 843, 'UT', 'Salt Lake City'],
  [844, 844, 'UT', 'Ogden'], [845, 847, 'UT', 'Provo'], [850, 850, 'AZ', 'Phoenix'], [852, 853, 'AZ', 'Phoenix'],
  [855, 855, 'AZ', 'Globe'], [856, 857, 'AZ', 'Tucson'], [859, 860, 'AZ', 'Flagstaff'], [863, 863, 'AZ', 'Prescott'],
  [864, 864, 'AZ', 'Kingman'], [865, 865, 'AZ', 'Chambers'], [870, 871, 'NM', 'Albuquerque'], [873, 875, 'NM', 'Albuquerque'],
  [877, 879, 'NM', 'Santa Fe'], [880, 880, 'NM', 'Las Cruces'], [881, 884, 'NM', 'Roswell'], [885, 885, 'TX', 'El Paso'],
  [889, 891, 'NV', 'Las Vegas'], [893, 893, 'NV', 'Ely'], [894, 895, 'NV', 'Reno'], [897, 898, 'NV', 'Carson City'],
  [900, 908, 'CA', 'Los Angeles'], [910, 912, 'CA', 'Pasadena'], [913, 916, 'CA', 'Van Nuys'], [917, 918, 'CA', 'City of Industry'],
  [919, 921, 'CA', 'San Diego'], [922, 922, 'CA', 'Palm Springs'], [923, 925, 'CA', 'San Bernardino'], [926, 928, 'CA', 'Santa Ana'],
  [930, 931, 'CA', 'Santa Barbara'], [932, 933, 'CA', 'Bakersfield'], [934, 934, 'CA', 'Santa Barbara'], [935, 935, 'CA', 'Mojave'],
  [936, 938, 'CA', 'Fresno'], [939, 939, 'CA', 'Salinas'], [940, 941, 'CA', 'San Francisco'], [942, 942, 'CA', 'Sacramento'],
  [943, 944, 'CA', 'San Mateo'], [945, 948, 'CA', 'Oakland'], [949, 949, 'CA', 'San Rafael'], [950, 951, 'CA', 'San Jose'],
  [952, 953, 'CA', 'Stockton'], [954, 955, 'CA', 'Santa Rosa'], [956, 958, 'CA', 'Sacramento'], [959, 959, 'CA', 'Marysville'],
  [960, 961, 'CA', 'Redding'], [967, 968, 'HI', 'Honolulu'], [970, 972, 'OR', 'Portland'], [973, 973, 'OR', 'Salem'],
  [974, 974, 'OR', 'Eugene'], [975, 976, 'OR', 'Medford'], [977, 977, 'OR', 'Bend'], [978, 979, 'OR', 'Pendleton'],
  [980, 981, 'WA', 'Seattle'], [982, 982, 'WA', 'Everett'], [983, 984, 'WA', 'Tacoma'], [985, 985, 'WA', 'Olympia'],
  [986, 986, 'WA', 'Vancouver'], [988, 989, 'WA', 'Yakima'], [990, 994, 'WA', 'Spokane'], [995, 997, 'AK', 'Anchorage'],
  [998, 998, 'AK', 'Juneau'], [999, 999, 'AK', 'Ketchikan'],
];

export const ZIP_PREFIX_ROWS: Insert<typeof schema.zipPrefixes>[] = ZIP_PREFIXES.map(([prefixFrom, prefixTo, state, city]) => ({
  prefixFrom, prefixTo, state, city,
}));
