/**
 * The demo catalogue: a wholesale CBD range, deterministic (no randomness) so tests can count on it.
 * Read by seed.ts (database) and generate-media.ts (the SVG images under apps/gateway/media).
 * Prices are wholesale, in cents. Names are stored as a shop owner types them in WordPress, so a few
 * carry HTML entities that the adapter decodes.
 */

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  /** SVG palette and silhouette (generate-media.ts) */
  colour: string;
  shape: 'pen' | 'gummy' | 'bottle' | 'jar' | 'capsule' | 'can' | 'paw' | 'leaf';
}

export interface OptionSeed {
  value: string;
  /** added to the product's base price for variations with this option */
  addCents: number;
}

export interface AttributeSeed {
  name: 'Strength' | 'Flavour' | 'Pack Size';
  options: OptionSeed[];
}

export interface ProductSeed {
  slug: string;
  /** may contain HTML entities */
  name: string;
  category: string;
  /** simple: the price; variable: the base the option surcharges add to */
  priceCents: number;
  attributes?: AttributeSeed[];
  inStock?: boolean;
  hidden?: boolean;
  /** variations having one of these option values are out of stock */
  soldOutOptions?: string[];
  summary: string;
  benefits?: string;
  ingredients?: string;
  specifications?: string;
  /** extra HTML appended to the generated description */
  extraHtml?: string;
}

export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'vapes',
    name: 'Vapes',
    colour: '#5b7fa6',
    shape: 'pen',
    description: 'Disposable pens, pod systems and 510 cartridges with broad-spectrum CBD distillate.',
  },
  {
    slug: 'gummies',
    name: 'Gummies',
    colour: '#c0607e',
    shape: 'gummy',
    description: 'Vegan, gelatin-free CBD gummies in retail-ready tubs and display boxes.',
  },
  {
    slug: 'oils-tinctures',
    name: 'Oils & Tinctures',
    colour: '#6f8f3a',
    shape: 'bottle',
    description: 'Full- and broad-spectrum oils in MCT or hemp seed carrier, from 5 % to 30 %.',
  },
  {
    slug: 'topicals',
    name: 'Topicals',
    colour: '#3f9a8f',
    shape: 'jar',
    description: 'Balms, creams, roll-ons and muscle gels for the wellness and sports aisle.',
  },
  {
    slug: 'capsules',
    name: 'Capsules',
    colour: '#8a6bb0',
    shape: 'capsule',
    description: 'Softgels and vegan capsules with a precise dose per serving.',
  },
  {
    slug: 'beverages',
    name: 'Beverages',
    colour: '#d08a2e',
    shape: 'can',
    description: 'Water-soluble CBD drinks, teas and shots for chillers and shelves.',
  },
  {
    slug: 'pet-care',
    name: 'Pet Care',
    colour: '#a0704a',
    shape: 'paw',
    description: 'Species-specific oils, treats and balms for dogs and cats.',
  },
  { slug: 'uncategorised', name: 'Uncategorised', colour: '#888888', shape: 'leaf', description: '' },
];

const strength = (...pairs: [string, number][]): AttributeSeed => ({
  name: 'Strength',
  options: pairs.map(([value, addCents]) => ({ value, addCents })),
});
const flavour = (...values: string[]): AttributeSeed => ({
  name: 'Flavour',
  options: values.map((value) => ({ value, addCents: 0 })),
});
const pack = (...pairs: [string, number][]): AttributeSeed => ({
  name: 'Pack Size',
  options: pairs.map(([value, addCents]) => ({ value, addCents })),
});

const VAPE = {
  benefits: 'Fast onset, Discreet and portable, No nicotine, Consistent draw',
  ingredients: 'Broad-spectrum CBD distillate, Natural terpenes, Propylene glycol free',
};
const GUMMY = {
  benefits: 'Pre-dosed servings, Vegan and gelatin-free, Great taste, Easy to stock',
  ingredients:
    'Broad-spectrum CBD extract, Organic cane sugar, Tapioca syrup, Pectin, Natural flavours, Fruit and vegetable colours',
};
const OIL = {
  benefits: 'Flexible dosing, Fast sublingual absorption, Third-party lab tested',
  ingredients: 'CBD extract from EU hemp, MCT oil (coconut)',
};
const TOPICAL = {
  benefits: 'Targeted application, Non-greasy finish, Fragrance-free options',
  ingredients: 'Broad-spectrum CBD, Shea butter, Beeswax, Arnica montana, Menthol',
};
const CAPSULE = {
  benefits: 'Exact dose, Tasteless, Long shelf life',
  ingredients: 'CBD isolate, MCT oil, Vegetable cellulose capsule',
};
const DRINK = {
  benefits: 'Water-soluble CBD, Low sugar, Chilled-shelf ready',
  ingredients: 'Sparkling water, Nano-emulsified CBD, Natural flavours, Citric acid',
};
const PET = {
  benefits: 'Vet-formulated, Species-specific dosing, No THC',
  ingredients: 'Broad-spectrum CBD, Salmon oil, Hemp seed oil',
};

export const PRODUCTS: ProductSeed[] = [
  // ---- Vapes (9)
  {
    slug: 'cbd-disposable-vape-pen',
    name: 'CBD Disposable Vape Pen',
    category: 'vapes',
    priceCents: 650,
    attributes: [flavour('Mint', 'Mango', 'Blueberry'), strength(['300 mg', 0], ['600 mg', 350])],
    soldOutOptions: ['Blueberry'],
    summary: 'Draw-activated disposable pen, around 600 puffs.',
    ...VAPE,
    specifications: 'Capacity:1 ml, Battery:280 mAh, Puffs:approx. 600, THC:<0.2%',
  },
  {
    slug: 'cbd-vape-cartridge-510',
    name: 'CBD Vape Cartridge 510',
    category: 'vapes',
    priceCents: 890,
    attributes: [flavour('OG Kush', 'Lemon Haze', 'Gelato')],
    summary: 'Ceramic-coil 510 cartridge filled with terpene-rich distillate.',
    ...VAPE,
    specifications: 'Thread:510, Capacity:1 ml, Coil:ceramic',
  },
  {
    slug: 'rechargeable-vape-battery',
    name: 'Rechargeable Vape Battery',
    category: 'vapes',
    priceCents: 720,
    summary: 'Variable-voltage 510 battery with USB-C charging.',
    benefits: 'Three voltage settings, USB-C charging',
    specifications: 'Capacity:400 mAh, Voltage:2.8-3.8 V, Charging:USB-C',
  },
  {
    slug: 'cbd-vape-pod-starter-kit',
    name: 'CBD Vape Pod Starter Kit',
    category: 'vapes',
    priceCents: 1890,
    summary: 'Closed-pod device with two pods in a retail box.',
    ...VAPE,
    specifications: 'Pods included:2, Pod capacity:1 ml, Battery:350 mAh',
  },
  {
    slug: 'cbd-refill-pods',
    name: 'CBD Refill Pods',
    category: 'vapes',
    priceCents: 790,
    attributes: [flavour('Watermelon', 'Menthol'), pack(['2 pods', 0], ['4 pods', 690])],
    summary: 'Refill pods for the starter kit, sold in twin and quad packs.',
    ...VAPE,
    specifications: 'Capacity:1 ml per pod, Strength:5%',
  },
  {
    slug: 'cbd-e-liquid-10ml',
    name: 'CBD E-Liquid 10 ml',
    category: 'vapes',
    priceCents: 590,
    attributes: [strength(['300 mg', 0], ['500 mg', 240], ['1000 mg', 690])],
    summary: 'TPD-compliant 10 ml e-liquid for refillable devices.',
    ...VAPE,
    specifications: 'Volume:10 ml, Base:50/50 PG/VG, Nicotine:none',
  },
  {
    slug: 'terpene-vape-pen-sleep',
    name: 'Terpene Vape Pen &#8211; Sleep',
    category: 'vapes',
    priceCents: 780,
    inStock: false,
    summary: 'Evening blend with myrcene and linalool.',
    ...VAPE,
    specifications: 'Capacity:0.5 ml, Terpenes:myrcene and linalool',
  },
  {
    slug: 'cbd-vape-pen-display-bundle',
    name: 'CBD Vape Pen Display Bundle',
    category: 'vapes',
    priceCents: 15900,
    summary: 'Counter display with 24 assorted disposable pens.',
    ...VAPE,
    specifications: 'Units:24, Display:cardboard counter stand',
  },
  {
    slug: 'cbg-vape-cartridge',
    name: 'CBG Vape Cartridge',
    category: 'vapes',
    priceCents: 960,
    hidden: true,
    summary: 'CBG-dominant cartridge (awaiting relaunch).',
    ...VAPE,
    specifications: 'Thread:510, Capacity:1 ml',
  },

  // ---- Gummies (10)
  {
    slug: 'calm-focus-gummies',
    name: 'Calm &amp; Focus Gummies',
    category: 'gummies',
    priceCents: 1450,
    attributes: [strength(['10 mg', 0], ['25 mg', 450]), pack(['30 pcs', 0], ['60 pcs', 1100])],
    summary: 'Daytime gummies with L-theanine.',
    ...GUMMY,
    specifications: 'CBD per gummy:10 or 25 mg, Servings:30 or 60, Vegan:Yes',
  },
  {
    slug: 'sleep-gummies-melatonin',
    name: 'Sleep Gummies with Melatonin',
    category: 'gummies',
    priceCents: 1590,
    attributes: [pack(['30 pcs', 0], ['60 pcs', 1250])],
    summary: 'Night-time gummies with 1 mg melatonin.',
    ...GUMMY,
    specifications: 'CBD per gummy:15 mg, Melatonin:1 mg, Vegan:Yes',
  },
  {
    slug: 'sour-worms-cbd',
    name: 'Sour Worms CBD',
    category: 'gummies',
    priceCents: 1290,
    attributes: [flavour('Cherry', 'Lime', 'Mixed')],
    summary: 'Sour-sugar coated worms, 10 mg each.',
    ...GUMMY,
    specifications: 'CBD per piece:10 mg, Pieces:20',
  },
  {
    slug: 'vegan-fruit-gummies',
    name: 'Vegan Fruit Gummies',
    category: 'gummies',
    priceCents: 1190,
    summary: 'Classic fruit gummies in a recyclable tub.',
    ...GUMMY,
    specifications: 'CBD per gummy:10 mg, Pieces:30',
  },
  {
    slug: 'immunity-gummies-vitamin-c',
    name: 'Immunity Gummies + Vitamin C',
    category: 'gummies',
    priceCents: 1390,
    summary: 'CBD with vitamin C and zinc.',
    ...GUMMY,
    specifications: 'CBD per gummy:10 mg, Vitamin C:40 mg, Zinc:5 mg',
  },
  {
    slug: 'gummy-bears-bulk-1kg',
    name: 'Gummy Bears Bulk 1 kg',
    category: 'gummies',
    priceCents: 8900,
    summary: 'Unbranded bulk bears for white-label repacking.',
    ...GUMMY,
    specifications: 'Weight:1 kg, CBD per bear:5 mg, Format:bulk bag',
  },
  {
    slug: 'energy-gummies-caffeine',
    name: 'Energy Gummies with Caffeine',
    category: 'gummies',
    priceCents: 1490,
    inStock: false,
    summary: 'Citrus gummies with green-tea caffeine.',
    ...GUMMY,
    specifications: 'CBD per gummy:10 mg, Caffeine:40 mg',
  },
  {
    slug: 'cbd-peach-rings',
    name: 'CBD Peach Rings',
    category: 'gummies',
    priceCents: 1250,
    summary: 'Sugar-sanded peach rings.',
    ...GUMMY,
    specifications: 'CBD per ring:10 mg, Pieces:20',
  },
  {
    slug: 'mini-gummies-sample-pack',
    name: 'Mini Gummies Sample Pack',
    category: 'gummies',
    priceCents: 390,
    summary: 'Four-piece sampler for the till point.',
    ...GUMMY,
    specifications: 'Pieces:4, CBD per gummy:10 mg',
  },
  {
    slug: 'cbn-night-gummies',
    name: 'CBN Night Gummies',
    category: 'gummies',
    priceCents: 1790,
    hidden: true,
    summary: 'CBN blend (pending regulatory review).',
    ...GUMMY,
    specifications: 'CBD per gummy:20 mg, CBN:5 mg',
  },

  // ---- Oils & Tinctures (10)
  {
    slug: 'full-spectrum-cbd-oil',
    name: 'Full Spectrum CBD Oil',
    category: 'oils-tinctures',
    priceCents: 1590,
    attributes: [strength(['5%', 0], ['10%', 1000], ['20%', 2900]), pack(['10 ml', 0], ['30 ml', 2400])],
    soldOutOptions: ['20%'],
    summary: 'Our best-selling whole-plant oil in an amber dropper bottle.',
    ...OIL,
    specifications: 'Spectrum:full, Carrier:MCT oil, THC:<0.2%, Origin:EU hemp',
  },
  {
    slug: 'broad-spectrum-cbd-oil',
    name: 'Broad Spectrum CBD Oil',
    category: 'oils-tinctures',
    priceCents: 1490,
    attributes: [strength(['5%', 0], ['10%', 950], ['15%', 1900])],
    summary: 'THC-free oil with minor cannabinoids and terpenes.',
    ...OIL,
    specifications: 'Spectrum:broad, Carrier:MCT oil, THC:not detected',
  },
  {
    slug: 'natures-balance-oil',
    name: 'Nature&#8217;s Balance Oil',
    category: 'oils-tinctures',
    priceCents: 1990,
    summary: 'Hemp seed oil blend with 1000 mg CBD.',
    ...OIL,
    specifications: 'Volume:10 ml, CBD:1000 mg, Carrier:hemp seed oil',
  },
  {
    slug: 'cbd-isolate-oil-mct',
    name: 'CBD Isolate Oil in MCT',
    category: 'oils-tinctures',
    priceCents: 1290,
    summary: 'Pure CBD isolate, flavourless.',
    ...OIL,
    specifications: 'Volume:10 ml, CBD:500 mg, Spectrum:isolate',
  },
  {
    slug: 'peppermint-cbd-tincture',
    name: 'Peppermint CBD Tincture',
    category: 'oils-tinctures',
    priceCents: 1690,
    summary: 'Alcohol-free tincture with natural peppermint.',
    ...OIL,
    specifications: 'Volume:30 ml, CBD:750 mg, Flavour:peppermint',
  },
  {
    slug: 'cbd-cbg-oil-1-1',
    name: 'CBD + CBG Oil 1:1',
    category: 'oils-tinctures',
    priceCents: 2490,
    summary: 'Balanced CBD and CBG for focus blends.',
    ...OIL,
    specifications: 'Ratio:1:1, Volume:10 ml',
  },
  {
    slug: 'raw-cbd-paste',
    name: 'Raw CBD Paste',
    category: 'oils-tinctures',
    priceCents: 3490,
    inStock: false,
    summary: 'Decarboxylated paste in an oral syringe.',
    ...OIL,
    specifications: 'Volume:5 g, CBD:25%',
  },
  {
    slug: 'cbd-oil-spray',
    name: 'CBD Oil Spray',
    category: 'oils-tinctures',
    priceCents: 1390,
    summary: 'Sublingual spray, 100 sprays per bottle.',
    ...OIL,
    specifications: 'Volume:15 ml, CBD per spray:2 mg',
  },
  {
    slug: 'cbd-oil-bulk-1l',
    name: 'CBD Oil Bulk 1 L',
    category: 'oils-tinctures',
    priceCents: 38900,
    summary: 'Bulk oil for white-label bottling, with batch CoA.',
    ...OIL,
    specifications: 'Volume:1 L, CBD:10%, Documents:certificate of analysis per batch',
  },
  {
    slug: 'citrus-cbd-tincture',
    name: 'Citrus CBD Tincture',
    category: 'oils-tinctures',
    priceCents: 1690,
    summary: 'Orange-zest tincture, alcohol-free.',
    ...OIL,
    specifications: 'Volume:30 ml, CBD:750 mg',
    extraHtml:
      '<p>Serving suggestion: one dropper under the tongue.</p><script>alert("this script must be removed by the gateway")</script><p onclick="steal()">Shake well before use.</p>',
  },

  // ---- Topicals (9)
  {
    slug: 'cbd-muscle-balm',
    name: 'CBD Muscle Balm',
    category: 'topicals',
    priceCents: 1890,
    attributes: [pack(['30 ml', 0], ['100 ml', 2100])],
    summary: 'Warming balm with arnica and menthol.',
    ...TOPICAL,
    specifications: 'CBD:500 mg per 30 ml, Texture:balm',
  },
  {
    slug: 'cbd-face-cream',
    name: 'CBD Face Cream',
    category: 'topicals',
    priceCents: 2290,
    summary: 'Light daily moisturiser with hyaluronic acid.',
    ...TOPICAL,
    specifications: 'Volume:50 ml, CBD:300 mg',
  },
  {
    slug: 'cbd-roll-on-gel',
    name: 'CBD Roll-On Gel',
    category: 'topicals',
    priceCents: 1490,
    summary: 'Cooling gel in a mess-free roll-on.',
    ...TOPICAL,
    specifications: 'Volume:50 ml, CBD:250 mg',
  },
  {
    slug: 'cbd-lip-balm',
    name: 'CBD Lip Balm',
    category: 'topicals',
    priceCents: 350,
    attributes: [flavour('Vanilla', 'Mint', 'Strawberry')],
    summary: 'Beeswax lip balm, 20 mg CBD.',
    ...TOPICAL,
    specifications: 'Weight:4.5 g, CBD:20 mg',
  },
  {
    slug: 'cbd-bath-bomb',
    name: 'CBD Bath Bomb',
    category: 'topicals',
    priceCents: 490,
    summary: 'Lavender bath bomb with Epsom salt.',
    ...TOPICAL,
    specifications: 'Weight:180 g, CBD:50 mg',
  },
  {
    slug: 'cbd-hand-cream',
    name: 'CBD Hand Cream',
    category: 'topicals',
    priceCents: 990,
    summary: 'Fast-absorbing hand cream.',
    ...TOPICAL,
    specifications: 'Volume:75 ml, CBD:150 mg',
  },
  {
    slug: 'cbd-massage-oil',
    name: 'CBD Massage Oil',
    category: 'topicals',
    priceCents: 2590,
    inStock: false,
    summary: 'Almond-oil massage blend for spas.',
    ...TOPICAL,
    specifications: 'Volume:100 ml, CBD:500 mg',
  },
  {
    slug: 'cbd-tattoo-aftercare',
    name: 'CBD Tattoo Aftercare',
    category: 'topicals',
    priceCents: 1290,
    summary: 'Soothing aftercare salve for studios.',
    ...TOPICAL,
    specifications: 'Weight:30 g, CBD:200 mg',
  },
  {
    slug: 'cbd-sports-gel',
    name: 'CBD Sports Gel',
    category: 'topicals',
    priceCents: 1690,
    summary: 'Post-workout gel for gym retail.',
    ...TOPICAL,
    specifications: 'Volume:100 ml, CBD:400 mg',
  },

  // ---- Capsules (8)
  {
    slug: 'cbd-softgels-25mg',
    name: 'CBD Softgels 25 mg',
    category: 'capsules',
    priceCents: 2490,
    attributes: [pack(['30 caps', 0], ['60 caps', 1990])],
    summary: 'Softgels with 25 mg broad-spectrum CBD.',
    ...CAPSULE,
    specifications: 'CBD per capsule:25 mg',
  },
  {
    slug: 'vegan-cbd-capsules',
    name: 'Vegan CBD Capsules',
    category: 'capsules',
    priceCents: 2190,
    attributes: [strength(['10 mg', 0], ['25 mg', 900], ['50 mg', 2100])],
    summary: 'Plant-cellulose capsules, 30 per jar.',
    ...CAPSULE,
    specifications: 'Capsules:30, Vegan:Yes',
  },
  {
    slug: 'cbd-curcumin-capsules',
    name: 'CBD + Curcumin Capsules',
    category: 'capsules',
    priceCents: 2690,
    summary: 'With turmeric extract and black pepper.',
    ...CAPSULE,
    specifications: 'CBD per capsule:15 mg, Curcumin:200 mg',
  },
  {
    slug: 'cbd-sleep-capsules',
    name: 'CBD Sleep Capsules',
    category: 'capsules',
    priceCents: 2590,
    summary: 'With chamomile and lemon balm.',
    ...CAPSULE,
    specifications: 'CBD per capsule:20 mg',
  },
  {
    slug: 'cbd-omega-3-softgels',
    name: 'CBD Omega-3 Softgels',
    category: 'capsules',
    priceCents: 2390,
    summary: 'Algae omega-3 with CBD.',
    ...CAPSULE,
    specifications: 'CBD per capsule:10 mg, DHA:250 mg',
  },
  {
    slug: 'high-strength-capsules-50mg',
    name: 'High Strength Capsules 50 mg',
    category: 'capsules',
    priceCents: 4490,
    inStock: false,
    summary: 'For experienced customers.',
    ...CAPSULE,
    specifications: 'CBD per capsule:50 mg, Capsules:30',
  },
  {
    slug: 'cbd-capsules-bulk-1000',
    name: 'CBD Capsules Bulk 1000',
    category: 'capsules',
    priceCents: 29900,
    summary: '1000 unbranded capsules for white label.',
    ...CAPSULE,
    specifications: 'Capsules:1000, CBD per capsule:10 mg',
  },
  {
    slug: 'cbd-women-balance-capsules',
    name: 'CBD Women&#039;s Balance Capsules',
    category: 'capsules',
    priceCents: 2790,
    summary: 'With evening primrose oil.',
    ...CAPSULE,
    specifications: 'CBD per capsule:15 mg',
  },

  // ---- Beverages (8)
  {
    slug: 'cbd-sparkling-water',
    name: 'CBD Sparkling Water',
    category: 'beverages',
    priceCents: 320,
    attributes: [flavour('Lemon', 'Grapefruit', 'Raspberry'), pack(['Single', 0], ['12-pack', 2450])],
    summary: 'Lightly sparkling water with 20 mg CBD.',
    ...DRINK,
    specifications: 'Volume:330 ml, CBD:20 mg',
  },
  {
    slug: 'cbd-iced-tea',
    name: 'CBD Iced Tea',
    category: 'beverages',
    priceCents: 320,
    summary: 'Peach iced tea, less sugar.',
    ...DRINK,
    specifications: 'Volume:330 ml, CBD:15 mg',
  },
  {
    slug: 'cbd-cold-brew-coffee',
    name: 'CBD Cold Brew Coffee',
    category: 'beverages',
    priceCents: 390,
    summary: 'Single-origin cold brew.',
    ...DRINK,
    specifications: 'Volume:250 ml, CBD:20 mg',
  },
  {
    slug: 'cbd-relax-shot',
    name: 'CBD Relax Shot',
    category: 'beverages',
    priceCents: 350,
    summary: '60 ml shot with lemon balm.',
    ...DRINK,
    specifications: 'Volume:60 ml, CBD:25 mg',
  },
  {
    slug: 'cbd-herbal-tea',
    name: 'CBD Herbal Tea',
    category: 'beverages',
    priceCents: 690,
    summary: 'Twenty sachets of hemp-leaf and chamomile tea.',
    ...DRINK,
    ingredients: 'Hemp leaves, Chamomile, Peppermint',
    specifications: 'Sachets:20, CBD per cup:5 mg',
  },
  {
    slug: 'cbd-hot-chocolate',
    name: 'CBD Hot Chocolate',
    category: 'beverages',
    priceCents: 890,
    inStock: false,
    summary: 'Fair-trade cocoa mix.',
    ...DRINK,
    specifications: 'Weight:250 g, Servings:10',
  },
  {
    slug: 'cbd-kombucha',
    name: 'CBD Kombucha',
    category: 'beverages',
    priceCents: 380,
    summary: 'Raw ginger kombucha.',
    ...DRINK,
    specifications: 'Volume:330 ml, CBD:10 mg',
  },
  {
    slug: 'cbd-energy-drink',
    name: 'CBD Energy Drink',
    category: 'beverages',
    priceCents: 330,
    hidden: true,
    summary: 'Discontinued energy drink.',
    ...DRINK,
    specifications: 'Volume:250 ml, CBD:10 mg',
  },

  // ---- Pet Care (9)
  {
    slug: 'cbd-oil-for-dogs',
    name: 'CBD Oil for Dogs',
    category: 'pet-care',
    priceCents: 1690,
    attributes: [strength(['250 mg', 0], ['500 mg', 900], ['1000 mg', 2300])],
    summary: 'Salmon-flavoured oil dosed by body weight.',
    ...PET,
    specifications: 'Volume:10 ml, Flavour:salmon',
  },
  {
    slug: 'cbd-oil-for-cats',
    name: 'CBD Oil for Cats',
    category: 'pet-care',
    priceCents: 1590,
    summary: 'Low-strength oil for cats.',
    ...PET,
    specifications: 'Volume:10 ml, CBD:250 mg',
  },
  {
    slug: 'calming-dog-treats',
    name: 'Calming Dog Treats',
    category: 'pet-care',
    priceCents: 1190,
    attributes: [pack(['Small bag', 0], ['Large bag', 890])],
    summary: 'Chicken treats with chamomile.',
    ...PET,
    specifications: 'CBD per treat:2 mg',
  },
  {
    slug: 'hip-joint-dog-chews',
    name: 'Hip &amp; Joint Dog Chews',
    category: 'pet-care',
    priceCents: 1390,
    summary: 'With glucosamine and green-lipped mussel.',
    ...PET,
    specifications: 'Chews:60, CBD per chew:3 mg',
  },
  {
    slug: 'cbd-paw-balm',
    name: 'CBD Paw Balm',
    category: 'pet-care',
    priceCents: 890,
    summary: 'Protective balm for cracked paws.',
    ...PET,
    specifications: 'Weight:50 g, CBD:100 mg',
  },
  {
    slug: 'cbd-cat-treats',
    name: 'CBD Cat Treats',
    category: 'pet-care',
    priceCents: 990,
    inStock: false,
    summary: 'Tuna bites for cats.',
    ...PET,
    specifications: 'Treats:50, CBD per treat:1 mg',
  },
  {
    slug: 'pet-shampoo-cbd',
    name: 'Pet Shampoo with CBD',
    category: 'pet-care',
    priceCents: 1090,
    summary: 'Oatmeal shampoo for sensitive skin.',
    ...PET,
    specifications: 'Volume:250 ml, CBD:100 mg',
  },
  {
    slug: 'horse-cbd-pellets',
    name: 'Horse CBD Pellets',
    category: 'pet-care',
    priceCents: 5490,
    summary: 'Feed supplement for horses, 1 kg tub.',
    ...PET,
    specifications: 'Weight:1 kg, CBD per scoop:50 mg',
  },
  {
    slug: 'cbd-dental-sticks',
    name: 'CBD Dental Sticks',
    category: 'pet-care',
    priceCents: 790,
    summary: 'Daily dental sticks for medium dogs.',
    ...PET,
    specifications: 'Sticks:7, CBD per stick:2 mg',
  },
];

/** Coupon codes documented in seed/README.md. Product restrictions name products by slug. */
export interface CouponSeed {
  code: string;
  discountType: 'fixed_cart' | 'percent' | 'fixed_product';
  /** cents, or hundredths of a percent for percent coupons */
  amount: number;
  minimumAmountCents: number | null;
  maximumAmountCents: number | null;
  productSlugs: string[];
}

const slugsOf = (category: string) => PRODUCTS.filter((p) => p.category === category).map((p) => p.slug);

export const COUPONS: CouponSeed[] = [
  {
    code: 'WELCOME10',
    discountType: 'percent',
    amount: 1000,
    minimumAmountCents: null,
    maximumAmountCents: null,
    productSlugs: [],
  },
  {
    code: 'SAVE25',
    discountType: 'fixed_cart',
    amount: 2500,
    minimumAmountCents: 10000,
    maximumAmountCents: null,
    productSlugs: [],
  },
  {
    code: 'VAPE5',
    discountType: 'fixed_product',
    amount: 500,
    minimumAmountCents: null,
    maximumAmountCents: null,
    productSlugs: slugsOf('vapes'),
  },
  {
    code: 'BULK50',
    discountType: 'fixed_cart',
    amount: 5000,
    minimumAmountCents: 50000,
    maximumAmountCents: 500000,
    productSlugs: [],
  },
  {
    code: 'GUMMIES15',
    discountType: 'percent',
    amount: 1500,
    minimumAmountCents: 3000,
    maximumAmountCents: null,
    productSlugs: slugsOf('gummies'),
  },
  {
    code: 'SPRING12',
    discountType: 'percent',
    amount: 1250,
    minimumAmountCents: null,
    maximumAmountCents: 100000,
    productSlugs: [],
  },
  {
    code: 'PETS2',
    discountType: 'fixed_product',
    amount: 200,
    minimumAmountCents: 2000,
    maximumAmountCents: null,
    productSlugs: slugsOf('pet-care'),
  },
];

export const DEMO_CUSTOMER = {
  name: 'Eva de Vries',
  email: 'demo@greenleaf-biotech.nl',
  password: 'Wholesale#2024',
  phone: '+31 6 1234 5678',
  company: 'Groene Apotheek',
  companyName: 'Groene Apotheek B.V.',
  companyRegNumber: 'KVK 81234567',
  companyVatNumber: 'NL812345678B01',
  address: 'Prinsengracht 112, 1015 EA Amsterdam, Netherlands',
};
