/**
 * Fixed reference data of the seed: brands, the category tree with per-sub-category product templates,
 * and the spec's filterable attributes (site-shell.md, "Filterable product attributes").
 */

export interface BrandSeed {
  name: string;
  slug: string;
  /** Letters that start this brand's part numbers. */
  mpn: string;
  /** Brand colour used by generated images. */
  color: string;
}

export const BRANDS: readonly BrandSeed[] = [
  { name: 'Hayward', slug: 'hayward', mpn: 'SP', color: '#0b5aa2' },
  { name: 'Pentair', slug: 'pentair', mpn: 'EC', color: '#1c3f94' },
  { name: 'Zodiac', slug: 'zodiac', mpn: 'R0', color: '#e4002b' },
  { name: 'Jandy', slug: 'jandy', mpn: 'JA', color: '#003da5' },
  { name: 'Polaris', slug: 'polaris', mpn: 'F', color: '#d22630' },
  { name: 'Raypak', slug: 'raypak', mpn: 'RP', color: '#c8102e' },
  { name: 'Intex', slug: 'intex', mpn: 'IX', color: '#0072ce' },
  { name: 'Bestway', slug: 'bestway', mpn: 'BW', color: '#00a3e0' },
  { name: 'Sta-Rite', slug: 'sta-rite', mpn: 'SR', color: '#0057b8' },
  { name: 'Waterway', slug: 'waterway', mpn: 'WW', color: '#006bb6' },
  { name: 'Aqua Chem', slug: 'aqua-chem', mpn: 'AC', color: '#00843d' },
  { name: 'HTH', slug: 'hth', mpn: 'HT', color: '#e35205' },
  { name: 'Clorox Pool&Spa', slug: 'clorox-pool-spa', mpn: 'CX', color: '#0033a0' },
  { name: 'BioGuard', slug: 'bioguard', mpn: 'BG', color: '#00629b' },
  { name: "Leslie's", slug: 'leslies', mpn: 'LS', color: '#003b71' },
  { name: 'Natural Chemistry', slug: 'natural-chemistry', mpn: 'NC', color: '#4c8c2b' },
  { name: 'Taylor', slug: 'taylor', mpn: 'K', color: '#a6192e' },
  { name: 'AquaChek', slug: 'aquachek', mpn: 'AK', color: '#ffb81c' },
  { name: 'LaMotte', slug: 'lamotte', mpn: 'LM', color: '#5c068c' },
  { name: 'Unicel', slug: 'unicel', mpn: 'C', color: '#7a9a01' },
  { name: 'Pleatco', slug: 'pleatco', mpn: 'PA', color: '#f2a900' },
  { name: 'Dolphin', slug: 'dolphin', mpn: 'DM', color: '#00b2a9' },
  { name: 'Aqua Products', slug: 'aqua-products', mpn: 'AP', color: '#0085ca' },
  { name: 'Kreepy Krauly', slug: 'kreepy-krauly', mpn: 'KK', color: '#ed8b00' },
  { name: 'Smartpool', slug: 'smartpool', mpn: 'NC', color: '#6cace4' },
  { name: 'Hydrotools', slug: 'hydrotools', mpn: 'HY', color: '#2d2926' },
  { name: 'Swimline', slug: 'swimline', mpn: 'SL', color: '#0097a9' },
  { name: 'GLI Pool Products', slug: 'gli-pool-products', mpn: 'GL', color: '#26d07c' },
  { name: 'Loop-Loc', slug: 'loop-loc', mpn: 'LL', color: '#1d4f91' },
  { name: 'Hayward Omni', slug: 'hayward-omni', mpn: 'HLX', color: '#0b5aa2' },
  { name: 'Aladdin', slug: 'aladdin', mpn: 'O-', color: '#8a8d8f' },
  { name: 'Custom Molded Products', slug: 'cmp', mpn: '27', color: '#53565a' },
  { name: 'Stenner', slug: 'stenner', mpn: 'ST', color: '#00778b' },
  { name: 'Solaxx', slug: 'solaxx', mpn: 'SX', color: '#f4633a' },
  { name: 'Coverstar', slug: 'coverstar', mpn: 'CS', color: '#385e9d' },
];

export type AttributeKey =
  | 'inventory_status' | 'brand' | 'part_type' | 'manufacture' | 'length' | 'outside_diameter'
  | 'filter_manufacturer' | 'chemical_type' | 'cover_thickness' | 'pool_size' | 'pool_type' | 'size'
  | 'warranty' | 'basket_bottom_od' | 'basket_height' | 'basket_top_od';

export interface AttributeSeed { key: AttributeKey; title: string; kind: 'enum' | 'range'; unit: string | null }

/** The spec's 16 filterable attributes, in the spec's order. */
export const ATTRIBUTES: readonly AttributeSeed[] = [
  { key: 'inventory_status', title: 'Inventory', kind: 'enum', unit: null },
  { key: 'brand', title: 'Brand', kind: 'enum', unit: null },
  { key: 'part_type', title: 'Part Type', kind: 'enum', unit: null },
  { key: 'manufacture', title: 'Manufacture', kind: 'enum', unit: null },
  { key: 'length', title: 'Length', kind: 'range', unit: 'in' },
  { key: 'outside_diameter', title: 'Outside Diameter', kind: 'range', unit: 'in' },
  { key: 'filter_manufacturer', title: 'Filter Manufacturer', kind: 'enum', unit: null },
  { key: 'chemical_type', title: 'Chemical Type', kind: 'enum', unit: null },
  { key: 'cover_thickness', title: 'Cover Thickness', kind: 'range', unit: 'mil' },
  { key: 'pool_size', title: 'Pool Size', kind: 'enum', unit: null },
  { key: 'pool_type', title: 'Pool Type', kind: 'enum', unit: null },
  { key: 'size', title: 'Size', kind: 'enum', unit: null },
  { key: 'warranty', title: 'Warranty', kind: 'enum', unit: null },
  { key: 'basket_bottom_od', title: 'Basket Bottom OD', kind: 'range', unit: 'in' },
  { key: 'basket_height', title: 'Basket Height', kind: 'range', unit: 'in' },
  { key: 'basket_top_od', title: 'Basket Top OD', kind: 'range', unit: 'in' },
];

/** How a sub-category's products look: lines are combined with a brand and a variant into a title. */
export interface ProductTemplate {
  brands: readonly string[];
  lines: readonly string[];
  variants: readonly string[];
  /** Dollar range of the price. */
  price: readonly [number, number];
  /** Pound range of the shipping weight. */
  weight: readonly [number, number];
  /** Extra attribute values (besides inventory and brand); values may be picked from lists. */
  attributes: Partial<Record<AttributeKey, readonly string[]>>;
  blurb: string;
}

export interface SubCategorySeed { title: string; url: string; template: ProductTemplate }
export interface CategorySeed { title: string; url: string; description: string; children: readonly SubCategorySeed[] }


const POOL_TYPE = ['Inground', 'Above Ground', 'Inground & Above Ground'];
const POOL_SIZE = ['12 ft Round', '15 ft Round', '18 ft Round', '24 ft Round', '16 x 32 ft Rectangle', '20 x 40 ft Rectangle'];
const PART_BRANDS = ['Hayward', 'Pentair', 'Jandy', 'Sta-Rite', 'Zodiac', 'Polaris', 'Raypak', 'Waterway', 'Aladdin', 'Custom Molded Products'];

const chem = (lines: string[], chemicalType: string[], blurb: string, price: [number, number] = [9, 190]): ProductTemplate => ({
  brands: ['HTH', 'Clorox Pool&Spa', 'BioGuard', "Leslie's", 'Aqua Chem', 'Natural Chemistry', 'Solaxx'],
  lines,
  variants: ['1 lb', '2 lb', '5 lb', '10 lb', '25 lb', '50 lb', '1 qt', '1 gal', '4 x 1 gal'],
  price,
  weight: [1, 52],
  attributes: { chemical_type: chemicalType, size: ['1 lb', '5 lb', '25 lb', '1 gal'], pool_type: POOL_TYPE },
  blurb,
});

const part = (lines: string[], partType: string[], blurb: string, extra: ProductTemplate['attributes'] = {}): ProductTemplate => ({
  brands: PART_BRANDS,
  lines,
  variants: ['', 'Replacement', 'OEM', 'Kit', '2-Pack'],
  price: [3, 240],
  weight: [0.1, 6],
  attributes: { part_type: partType, manufacture: PART_BRANDS, warranty: ['90 Days', '1 Year'], ...extra },
  blurb,
});

export const CATEGORIES: readonly CategorySeed[] = [
  {
    title: 'Chemicals', url: 'chemicals', description: 'Sanitizers, shock, balancers and specialty chemicals for clear, safe water.',
    children: [
      { title: 'Chlorine', url: 'chlorine', template: chem(['3 in. Chlorine Tablets', 'Chlorine Sticks', 'Liquid Chlorine', 'Stabilized Chlorine Granules'], ['Chlorine'], 'Long-lasting chlorine sanitizer that keeps water clean between shocks.') },
      { title: 'Pool Shock', url: 'pool-shock', template: chem(['Cal-Hypo Pool Shock', 'Shock Plus', 'Non-Chlorine Shock', 'Super Shock Treatment'], ['Calcium Hypochlorite', 'Potassium Monopersulfate'], 'Fast-acting shock that destroys contaminants and restores sparkle.') },
      { title: 'Water Balancers', url: 'water-balancers', template: chem(['pH Increaser', 'pH Decreaser', 'Alkalinity Increaser', 'Calcium Hardness Increaser'], ['Sodium Carbonate', 'Sodium Bisulfate', 'Sodium Bicarbonate', 'Calcium Chloride'], 'Keeps pH, alkalinity and hardness in range so sanitizer works efficiently.') },
      { title: 'Algaecides', url: 'algaecides', template: chem(['Algaecide 60', 'Super Algaecide', 'Yellow Out', 'Black Algae Killer'], ['Algaecide'], 'Kills and prevents green, yellow and black algae.') },
      { title: 'Clarifiers', url: 'clarifiers', template: chem(['Water Clarifier', 'Super Blue Clarifier', 'Drop Out Flocculant', 'Enzyme Treatment'], ['Clarifier', 'Flocculant', 'Enzyme'], 'Gathers fine particles so the filter can remove them.') },
      { title: 'Stabilizer', url: 'stabilizer', template: chem(['Chlorine Stabilizer', 'Liquid Conditioner'], ['Cyanuric Acid'], 'Protects chlorine from sunlight.') },
      { title: 'Pool Salt', url: 'pool-salt', template: chem(['Pool Salt', 'Salt Cell Cleaner'], ['Salt'], 'High-purity salt for salt chlorine generators.', [8, 40]) },
    ],
  },
  {
    title: 'Pumps', url: 'pumps', description: 'Energy-efficient variable speed and single speed pool pumps and motors.',
    children: [
      { title: 'Variable Speed Pumps', url: 'variable-speed-pumps', template: { brands: ['Hayward', 'Pentair', 'Jandy', 'Sta-Rite', 'Waterway'], lines: ['Super Pump VS', 'MaxFlo VS', 'IntelliFlo3 VSF', 'TriStar VS', 'FloPro VS', 'SuperMax VS', 'Power Flo Matrix VS'], variants: ['1.5 HP', '1.65 HP', '2.0 HP', '2.7 HP', '3.0 HP'], price: [650, 2400], weight: [30, 60], attributes: { part_type: ['Pump'], warranty: ['3 Years', '5 Years'], pool_type: ['Inground'] }, blurb: 'Variable speed pool pump that cuts energy costs up to 90%.' } },
      { title: 'Single Speed Pumps', url: 'single-speed-pumps', template: { brands: ['Hayward', 'Pentair', 'Sta-Rite', 'Waterway'], lines: ['Super Pump', 'Max-Flo XL', 'SuperFlo', 'Champion', 'Dura-Glas II'], variants: ['0.75 HP', '1.0 HP', '1.5 HP', '2.0 HP'], price: [280, 950], weight: [25, 45], attributes: { part_type: ['Pump'], warranty: ['1 Year', '2 Years'], pool_type: ['Inground'] }, blurb: 'Reliable single speed pool pump for inground pools.' } },
      { title: 'Above Ground Pumps', url: 'above-ground-pumps', template: { brands: ['Hayward', 'Intex', 'Bestway', 'Pentair'], lines: ['Power-Flo Matrix', 'Filter Pump', 'Flowclear Pump', 'Dynamo'], variants: ['0.5 HP', '1.0 HP', '1.5 HP'], price: [90, 480], weight: [10, 30], attributes: { part_type: ['Pump'], warranty: ['1 Year'], pool_type: ['Above Ground'] }, blurb: 'Self-priming pump sized for above ground pools.' } },
      { title: 'Pump Motors', url: 'pump-motors', template: { brands: ['Hayward', 'Pentair', 'Sta-Rite'], lines: ['Replacement Motor', 'Full Rate Motor', 'Up-Rate Motor'], variants: ['0.75 HP', '1.0 HP', '1.5 HP', '2.0 HP'], price: [220, 900], weight: [20, 40], attributes: { part_type: ['Motor'], manufacture: PART_BRANDS, warranty: ['1 Year'] }, blurb: 'Drop-in replacement motor.' } },
      { title: 'Booster Pumps', url: 'booster-pumps', template: { brands: ['Polaris', 'Zodiac', 'Pentair'], lines: ['Booster Pump PB4-60', 'Booster Pump LA01N'], variants: ['0.75 HP', '1.0 HP'], price: [300, 700], weight: [20, 30], attributes: { part_type: ['Pump'], warranty: ['1 Year', '2 Years'] }, blurb: 'Booster pump for pressure-side cleaners.' } },
    ],
  },
  {
    title: 'Filters', url: 'filters', description: 'Sand, cartridge and D.E. filters plus replacement cartridges and media.',
    children: [
      { title: 'Sand Filters', url: 'sand-filters', template: { brands: ['Hayward', 'Pentair', 'Sta-Rite', 'Intex'], lines: ['Pro Series Sand Filter', 'Triton II Sand Filter', 'Cristal-Flo II', 'Sand Filter System'], variants: ['18 in.', '21 in.', '24 in.', '30 in.'], price: [250, 1400], weight: [30, 90], attributes: { part_type: ['Filter'], warranty: ['1 Year', '3 Years'], pool_type: POOL_TYPE } , blurb: 'Durable sand filter with easy multiport backwash.' } },
      { title: 'Cartridge Filters', url: 'cartridge-filters', template: { brands: ['Hayward', 'Pentair', 'Jandy', 'Waterway'], lines: ['SwimClear Cartridge Filter', 'Clean & Clear Plus', 'CS Cartridge Filter', 'Star-Clear Plus'], variants: ['100 sq ft', '150 sq ft', '200 sq ft', '320 sq ft', '420 sq ft'], price: [350, 1900], weight: [30, 80], attributes: { part_type: ['Filter'], warranty: ['3 Years'], pool_type: POOL_TYPE }, blurb: 'Large cartridge filter: no backwashing, cleaner water.' } },
      { title: 'D.E. Filters', url: 'de-filters', template: { brands: ['Hayward', 'Pentair', 'Jandy'], lines: ['Pro-Grid D.E. Filter', 'FNS Plus D.E. Filter', 'DEV D.E. Filter'], variants: ['36 sq ft', '48 sq ft', '60 sq ft'], price: [700, 1800], weight: [40, 90], attributes: { part_type: ['Filter'], warranty: ['3 Years'] }, blurb: 'Diatomaceous earth filter for the finest filtration.' } },
      { title: 'Filter Cartridges', url: 'filter-cartridges', template: { brands: ['Pleatco', 'Unicel', 'Hayward', 'Pentair'], lines: ['Replacement Filter Cartridge', 'Pleated Cartridge', 'Advanced Cartridge'], variants: ['25 sq ft', '50 sq ft', '75 sq ft', '100 sq ft', '4-Pack'], price: [19, 260], weight: [1, 10], attributes: { part_type: ['Filter Cartridge'], filter_manufacturer: ['Hayward', 'Pentair', 'Jandy', 'Sta-Rite', 'Waterway', 'Intex'], length: ['8.5', '10.5', '14.75', '19.25', '23.5'], outside_diameter: ['4.25', '5', '7', '8.94', '10'] }, blurb: 'Replacement cartridge that fits the original filter.' } },
      { title: 'Filter Media', url: 'filter-media', template: { brands: ['HTH', "Leslie's", 'Aqua Chem'], lines: ['Pool Filter Sand', 'D.E. Filter Powder', 'Filter Glass Media'], variants: ['25 lb', '50 lb'], price: [14, 80], weight: [24, 52], attributes: { part_type: ['Filter Media'], size: ['25 lb', '50 lb'] }, blurb: 'Filter media for sand and D.E. filters.' } },
    ],
  },
  {
    title: 'Heaters', url: 'heaters', description: 'Gas heaters, heat pumps and solar heating to extend the swim season.',
    children: [
      { title: 'Gas Heaters', url: 'gas-heaters', template: { brands: ['Hayward', 'Pentair', 'Raypak', 'Jandy'], lines: ['Universal H-Series Heater', 'MasterTemp Heater', 'Digital Gas Heater', 'JXi Heater'], variants: ['200K BTU', '266K BTU', '336K BTU', '400K BTU'], price: [1900, 5990], weight: [100, 200], attributes: { part_type: ['Heater'], warranty: ['1 Year', '3 Years'], pool_type: ['Inground'] }, blurb: 'High-efficiency gas pool heater.' } },
      { title: 'Heat Pumps', url: 'heat-pumps', template: { brands: ['Hayward', 'Pentair', 'Raypak', 'Jandy'], lines: ['HeatPro Heat Pump', 'UltraTemp Heat Pump', 'Crosswind Heat Pump'], variants: ['50K BTU', '95K BTU', '110K BTU', '140K BTU'], price: [2400, 5990], weight: [150, 280], attributes: { part_type: ['Heat Pump'], warranty: ['2 Years', '5 Years'] }, blurb: 'Electric heat pump: efficient heating in warm climates.' } },
      { title: 'Solar Heaters', url: 'solar-heaters', template: { brands: ['Smartpool', 'GLI Pool Products', 'Intex'], lines: ['Solar Pool Heater Panel', 'Solar Heating System', 'Solar Dome Heater'], variants: ['2 x 20 ft', '4 x 12 ft', '4 x 20 ft'], price: [60, 900], weight: [5, 40], attributes: { warranty: ['1 Year', '5 Years'], pool_type: POOL_TYPE }, blurb: 'Free heat from the sun.' } },
    ],
  },
  {
    title: 'Cleaners', url: 'cleaners', description: 'Automatic pool cleaners, robotic cleaners, nets, brushes and vacuums.',
    children: [
      { title: 'Robotic Pool Cleaners', url: 'robotic-pool-cleaners', template: { brands: ['Dolphin', 'Polaris', 'Hayward', 'Aqua Products', 'Zodiac'], lines: ['Nautilus CC Plus Robotic Automatic Pool Cleaner', 'Sigma Robotic Pool Cleaner', 'TigerShark Automatic Pool Cleaner', 'Polaris 9550 Sport Robotic Pool Cleaner', 'Escape Robotic Automatic Pool Cleaner'], variants: ['', 'with Caddy', 'Wi-Fi'], price: [499, 1899], weight: [18, 40], attributes: { part_type: ['Cleaner'], warranty: ['1 Year', '2 Years', '3 Years'], pool_type: POOL_TYPE }, blurb: 'Automatic pool cleaner that scrubs floor, walls and waterline.' } },
      { title: 'Suction Pool Cleaners', url: 'suction-pool-cleaners', template: { brands: ['Hayward', 'Zodiac', 'Kreepy Krauly', 'Pentair'], lines: ['PoolVac XL Suction Automatic Pool Cleaner', 'MX8 Suction Pool Cleaner', 'Kreepy Krauly Classic Automatic Pool Cleaner', 'Navigator Pro Pool Cleaner'], variants: ['', 'with Hose'], price: [250, 750], weight: [10, 25], attributes: { part_type: ['Cleaner'], warranty: ['1 Year', '2 Years'], pool_type: POOL_TYPE }, blurb: 'Suction-side automatic pool cleaner.' } },
      { title: 'Pressure Pool Cleaners', url: 'pressure-pool-cleaners', template: { brands: ['Polaris', 'Hayward', 'Pentair'], lines: ['Polaris 280 Pressure Automatic Pool Cleaner', 'Vac-Sweep 360 Pool Cleaner', 'TVX Pressure Pool Cleaner'], variants: ['', 'with Booster'], price: [450, 950], weight: [12, 25], attributes: { part_type: ['Cleaner'], warranty: ['1 Year'] }, blurb: 'Pressure-side automatic pool cleaner with its own debris bag.' } },
      { title: 'Pool Nets & Skimmers', url: 'pool-nets', template: { brands: ['Hydrotools', 'Swimline', "Leslie's", 'Pentair'], lines: ['Heavy Duty Pool Leaf Net', 'Deep Bag Pool Net', 'Flat Skimmer Pool Net', 'Leaf Rake Pool Net'], variants: ['', '16 in.', '18 in.'], price: [9, 70], weight: [0.5, 3], attributes: { size: ['16 in.', '18 in.', '20 in.'] }, blurb: 'Pool net for skimming leaves and debris.' } },
      { title: 'Pool Brushes', url: 'pool-brushes', template: { brands: ['Hydrotools', 'Swimline', 'Pentair'], lines: ['Wall Brush', 'Stainless Steel Algae Brush', 'Corner Brush'], variants: ['10 in.', '18 in.', '24 in.'], price: [8, 60], weight: [0.5, 3], attributes: { size: ['10 in.', '18 in.', '24 in.'] }, blurb: 'Brush for walls, floors and steps.' } },
      { title: 'Vacuum Hoses & Heads', url: 'vacuum-hoses', template: { brands: ['Hydrotools', 'Swimline', 'Hayward'], lines: ['Vacuum Hose', 'Weighted Vacuum Head', 'Telescopic Pole'], variants: ['1.5 in. x 30 ft', '1.5 in. x 40 ft', '8 ft-16 ft'], price: [12, 150], weight: [1, 12], attributes: { length: ['240', '360', '480'], outside_diameter: ['1.5', '1.25'] }, blurb: 'Manual cleaning gear.' } },
    ],
  },
  {
    title: 'Covers', url: 'covers', description: 'Winter, solar and safety covers plus reels.',
    children: [
      { title: 'Winter Covers', url: 'winter-covers', template: { brands: ['Swimline', 'GLI Pool Products', "Leslie's"], lines: ['Winter Pool Cover', 'Leaf Net Cover', 'Arctic Armor Winter Cover'], variants: ['15 ft Round', '24 ft Round', '16 x 32 ft', '20 x 40 ft'], price: [35, 320], weight: [5, 40], attributes: { cover_thickness: ['8', '10', '12'], pool_size: POOL_SIZE, pool_type: POOL_TYPE, warranty: ['8 Years', '12 Years', '15 Years'] }, blurb: 'Keeps debris out over winter.' } },
      { title: 'Solar Covers', url: 'solar-covers', template: { brands: ['Swimline', 'Intex', 'GLI Pool Products'], lines: ['Solar Blanket', 'Solar Pool Cover', 'Solar Sun Rings'], variants: ['12 ft Round', '18 ft Round', '16 x 32 ft', '20 x 40 ft'], price: [40, 360], weight: [4, 35], attributes: { cover_thickness: ['8', '12', '16'], pool_size: POOL_SIZE, pool_type: POOL_TYPE }, blurb: 'Holds heat and cuts evaporation.' } },
      { title: 'Safety Covers', url: 'safety-covers', template: { brands: ['Loop-Loc', 'Coverstar', 'GLI Pool Products'], lines: ['Mesh Safety Cover', 'Solid Safety Cover'], variants: ['16 x 32 ft', '18 x 36 ft', '20 x 40 ft'], price: [900, 4200], weight: [50, 120], attributes: { pool_size: POOL_SIZE, pool_type: ['Inground'], warranty: ['12 Years', '15 Years'] }, blurb: 'ASTM-rated safety cover.' } },
      { title: 'Cover Reels', url: 'cover-reels', template: { brands: ['Swimline', 'GLI Pool Products', 'Intex'], lines: ['Solar Cover Reel', 'Cover Reel System'], variants: ['up to 18 ft', 'up to 20 ft'], price: [150, 650], weight: [20, 60], attributes: { length: ['216', '240'] }, blurb: 'Rolls the solar cover on and off with ease.' } },
    ],
  },
  {
    title: 'Above Ground Pools', url: 'above-ground-pools', description: 'Aboveground pool kits, liners, ladders and steps.',
    children: [
      { title: 'Aboveground Pool Kits', url: 'aboveground-pool-kits', template: { brands: ['Intex', 'Bestway', 'Swimline'], lines: ['Ultra XTR Frame Aboveground Pool', 'Metal Frame Aboveground Pool Set', 'Easy Set Aboveground Pool', 'Steel Pro Max Aboveground Pool'], variants: ['12 ft x 30 in.', '15 ft x 42 in.', '18 ft x 48 in.', '24 ft x 52 in.'], price: [120, 3200], weight: [30, 400], attributes: { pool_size: POOL_SIZE, pool_type: ['Above Ground'], warranty: ['90 Days', '1 Year'] }, blurb: 'Complete aboveground pool kit with pump and ladder.' } },
      { title: 'Above Ground Liners', url: 'above-ground-liners', template: { brands: ['GLI Pool Products', 'Swimline', 'Intex'], lines: ['Overlap Pool Liner', 'Beaded Pool Liner', 'Expandable Liner'], variants: ['15 ft Round', '18 ft Round', '24 ft Round'], price: [150, 900], weight: [20, 80], attributes: { cover_thickness: ['20', '25'], pool_size: POOL_SIZE, pool_type: ['Above Ground'] }, blurb: 'Heavy-gauge vinyl liner.' } },
      { title: 'Ladders & Steps', url: 'pool-ladders', template: { brands: ['Intex', 'Swimline', 'GLI Pool Products'], lines: ['A-Frame Pool Ladder', 'In-Pool Step', 'Deck Ladder'], variants: ['36 in.', '48 in.', '52 in.'], price: [60, 600], weight: [10, 50], attributes: { pool_type: ['Above Ground'], size: ['36 in.', '48 in.', '52 in.'] }, blurb: 'Safe entry for aboveground pools.' } },
    ],
  },
  {
    title: 'Parts', url: 'parts', description: 'Genuine replacement parts for pumps, filters, heaters, cleaners and chlorinators.',
    children: [
      { title: 'Pump Parts', url: 'pump-parts', template: part(['Pump Lid', 'Impeller', 'Seal Assembly', 'Diffuser', 'Drain Plug', 'Motor Shaft Seal', 'Strainer Housing'], ['Lid', 'Impeller', 'Seal', 'Diffuser', 'Plug', 'Housing'], 'Genuine pump replacement part.') },
      { title: 'Filter Parts', url: 'filter-parts', template: part(['Multiport Valve', 'Pressure Gauge', 'Air Relief Valve', 'Filter Lateral', 'Tank Clamp'], ['Valve', 'Gauge', 'Lateral', 'Clamp'], 'Genuine filter replacement part.') },
      { title: 'Heater Parts', url: 'heater-parts', template: part(['Igniter', 'Flame Sensor', 'Control Board', 'Pressure Switch', 'Thermistor'], ['Igniter', 'Sensor', 'Board', 'Switch'], 'Genuine heater replacement part.') },
      { title: 'Cleaner Parts', url: 'cleaner-parts', template: part(['Cleaner Tires', 'Drive Belt', 'Debris Bag', 'Swivel Hose', 'Sweep Hose Scrubber', 'Diaphragm'], ['Tire', 'Belt', 'Bag', 'Hose'], 'Keeps your pool cleaner running like new.') },
      { title: 'Chlorinator Parts', url: 'chlorinator-parts', template: part(['Salt Cell', 'Flow Switch', 'Chlorinator Lid', 'Check Valve'], ['Cell', 'Switch', 'Lid', 'Valve'], 'Genuine chlorinator replacement part.') },
      { title: 'O-Rings & Gaskets', url: 'o-rings-gaskets', template: part(['O-Ring', 'Lid O-Ring', 'Gasket', 'Spider Gasket'], ['O-Ring', 'Gasket'], 'The right o-ring stops leaks.', { outside_diameter: ['2.5', '3.75', '5.5', '7.25', '9.5'] }) },
      { title: 'Skimmer Baskets', url: 'skimmer-baskets', template: part(['Skimmer Basket', 'Pump Strainer Basket', 'Leaf Trap Basket'], ['Basket'], 'Replacement basket that fits the original housing.', { basket_bottom_od: ['5.5', '6.25', '7'], basket_height: ['4.5', '5.25', '6', '7.5'], basket_top_od: ['7.5', '7.875', '8.5', '9.25'] }) },
    ],
  },
  {
    title: 'Test Kits', url: 'test-kits', description: 'Test strips, liquid kits, digital testers and reagents.',
    children: [
      { title: 'Test Strips', url: 'test-strips', template: { brands: ['AquaChek', 'Taylor', 'LaMotte', "Leslie's"], lines: ['7-in-1 Test Strips', 'Salt Test Strips', 'Chlorine Test Strips'], variants: ['50 ct', '100 ct'], price: [8, 40], weight: [0.2, 0.5], attributes: { size: ['50 ct', '100 ct'] }, blurb: 'Quick, accurate water tests.' } },
      { title: 'Liquid Test Kits', url: 'liquid-test-kits', template: { brands: ['Taylor', 'LaMotte'], lines: ['K-2006 Complete Test Kit', 'Service Complete Kit', 'OTO/pH Test Kit'], variants: [''], price: [12, 120], weight: [0.5, 3], attributes: { chemical_type: ['DPD', 'OTO'] }, blurb: 'Professional-grade drop test kit.' } },
      { title: 'Digital Testers', url: 'digital-testers', template: { brands: ['LaMotte', 'AquaChek', 'Hayward'], lines: ['ColorQ Digital Tester', 'Digital Salt Meter', 'SpinTouch Photometer'], variants: [''], price: [80, 950], weight: [0.5, 4], attributes: { warranty: ['1 Year', '2 Years'] }, blurb: 'Digital water analysis in seconds.' } },
      { title: 'Reagents', url: 'test-reagents', template: { brands: ['Taylor', 'LaMotte'], lines: ['R-0871 Reagent', 'DPD Reagent', 'Phenol Red Refill'], variants: ['0.75 oz', '2 oz', '16 oz'], price: [5, 45], weight: [0.1, 1.2], attributes: { size: ['0.75 oz', '2 oz', '16 oz'] }, blurb: 'Fresh reagent refills for accurate tests.' } },
    ],
  },
  {
    title: 'Accessories', url: 'accessories', description: 'Chlorinators, lighting, thermometers, hoses and pool fun.',
    children: [
      { title: 'Chlorinators & Feeders', url: 'chlorinators', template: { brands: ['Hayward', 'Pentair', 'Jandy', 'Solaxx', 'Stenner'], lines: ['AquaRite Salt Chlorine Generator', 'IntelliChlor Salt Chlorinator', 'Inline Chlorinator', 'Floating Chlorine Dispenser'], variants: ['', '15K Gallons', '40K Gallons'], price: [12, 2200], weight: [1, 25], attributes: { part_type: ['Chlorinator'], warranty: ['1 Year', '3 Years'] }, blurb: 'Automatic sanitizer delivery.' } },
      { title: 'Pool Lighting', url: 'pool-lighting', template: { brands: ['Hayward', 'Pentair', 'Jandy'], lines: ['ColorLogic LED Pool Light', 'IntelliBrite LED Light', 'WaterColors LED Light'], variants: ['30 ft Cord', '50 ft Cord', '100 ft Cord'], price: [250, 1100], weight: [4, 12], attributes: { length: ['360', '600', '1200'], warranty: ['1 Year', '3 Years'] }, blurb: 'Color-changing LED pool light.' } },
      { title: 'Thermometers', url: 'pool-thermometers', template: { brands: ['Swimline', "Leslie's", 'Hydrotools'], lines: ['Floating Thermometer', 'Digital Pool Thermometer'], variants: [''], price: [5, 60], weight: [0.2, 1], attributes: {}, blurb: 'Know the water temperature at a glance.' } },
      { title: 'Pool Hoses', url: 'pool-hoses', template: { brands: ['Hayward', 'Intex', 'Swimline'], lines: ['Filter Hose', 'Backwash Hose', 'Pump Hose'], variants: ['1.25 in. x 6 ft', '1.5 in. x 25 ft', '2 in. x 50 ft'], price: [8, 90], weight: [1, 12], attributes: { length: ['72', '300', '600'], outside_diameter: ['1.25', '1.5', '2'] }, blurb: 'Flexible hose with standard fittings.' } },
      { title: 'Pool Toys & Floats', url: 'pool-toys', template: { brands: ['Intex', 'Swimline', 'Bestway'], lines: ['Pool Float', 'Lounge Chair Float', 'Dive Rings'], variants: ['', '2-Pack'], price: [6, 120], weight: [0.5, 8], attributes: {}, blurb: 'Summer fun in the water.' } },
    ],
  },
];

/** Same-day delivery location ids (the spec has location images for 4, 3 and 54) and pickup stores. */
export const DELIVERY_LOCATION_IDS = [3, 4, 54] as const;
export const PICKUP_LOCATION_IDS = [3, 4, 54, 61] as const;

export const BADGE_LABELS = {
  current_item: 'Current Item',
  perfect_rating: '5-Star Rated',
  out_of_stock: 'Out of Stock',
  free_shipping: 'Free Shipping',
  new_item: 'New',
  on_sale: 'On Sale',
  hot_item: 'Hot Item',
  diagram: 'See Diagram',
  generic: 'Best Seller',
} as const;
export type BadgeTypeName = keyof typeof BADGE_LABELS;
export const BADGE_COLORS: Record<BadgeTypeName, string | null> = {
  current_item: '#2563eb',
  perfect_rating: '#ca8a04',
  out_of_stock: '#6b7280',
  free_shipping: '#16a34a',
  new_item: '#0891b2',
  on_sale: '#dc2626',
  hot_item: '#ea580c',
  diagram: '#7c3aed',
  generic: null,
};

export interface DiagramSeed { type: 'Pump' | 'Filter' | 'Heater' | 'Cleaner' | 'Chlorinator'; brand: string; model: string }

/** Equipment with exploded parts diagrams, for the parts finder. */
export const DIAGRAMS: readonly DiagramSeed[] = [
  { type: 'Pump', brand: 'Hayward', model: 'Super Pump SP2600 Series' },
  { type: 'Pump', brand: 'Hayward', model: 'MaxFlo VS SP2303VSP' },
  { type: 'Pump', brand: 'Pentair', model: 'IntelliFlo VSF' },
  { type: 'Pump', brand: 'Pentair', model: 'SuperFlo High Performance' },
  { type: 'Pump', brand: 'Sta-Rite', model: 'Dura-Glas II' },
  { type: 'Pump', brand: 'Jandy', model: 'FloPro FHPM' },
  { type: 'Filter', brand: 'Hayward', model: 'Pro Series S244T Sand Filter' },
  { type: 'Filter', brand: 'Hayward', model: 'SwimClear C4030 Cartridge Filter' },
  { type: 'Filter', brand: 'Pentair', model: 'Clean & Clear Plus CCP420' },
  { type: 'Filter', brand: 'Pentair', model: 'Triton II TR60' },
  { type: 'Filter', brand: 'Jandy', model: 'CS Series CS250' },
  { type: 'Heater', brand: 'Hayward', model: 'Universal H-Series H400FDN' },
  { type: 'Heater', brand: 'Pentair', model: 'MasterTemp 400' },
  { type: 'Heater', brand: 'Raypak', model: 'Digital 406A' },
  { type: 'Heater', brand: 'Jandy', model: 'JXi 400N' },
  { type: 'Cleaner', brand: 'Polaris', model: '280 Pressure Cleaner' },
  { type: 'Cleaner', brand: 'Polaris', model: '360 Pressure Cleaner' },
  { type: 'Cleaner', brand: 'Hayward', model: 'PoolVac XL' },
  { type: 'Cleaner', brand: 'Zodiac', model: 'MX8 Suction Cleaner' },
  { type: 'Cleaner', brand: 'Dolphin', model: 'Nautilus CC Plus' },
  { type: 'Chlorinator', brand: 'Hayward', model: 'AquaRite T-15 Salt System' },
  { type: 'Chlorinator', brand: 'Pentair', model: 'IntelliChlor IC40' },
  { type: 'Chlorinator', brand: 'Jandy', model: 'AquaPure APURE1400' },
  { type: 'Chlorinator', brand: 'Hayward', model: 'CL200 Inline Chlorinator' },
];

/** Which part sub-categories feed the callouts of a diagram type. */
export const DIAGRAM_PART_SOURCES: Record<DiagramSeed['type'], readonly string[]> = {
  Pump: ['pump-parts', 'o-rings-gaskets', 'skimmer-baskets', 'pump-motors'],
  Filter: ['filter-parts', 'o-rings-gaskets', 'filter-cartridges'],
  Heater: ['heater-parts', 'o-rings-gaskets'],
  Cleaner: ['cleaner-parts', 'o-rings-gaskets'],
  Chlorinator: ['chlorinator-parts', 'o-rings-gaskets'],
};
