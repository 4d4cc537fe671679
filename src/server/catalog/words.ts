/**
 * The project's own word lists for the seeded catalog generator. Every brand and series
 * name here is made up; category names are ordinary shop vocabulary.
 */

export interface LeafSpec {
  /** Category steps from the top, 3 or 4 deep. */
  path: string[];
  /** Product nouns used in titles. */
  nouns: string[];
  /** Price range in dollars. */
  price: [number, number];
  /** Brand pool for this leaf (indexes into BRANDS by name). */
  brands: string[];
  /** Spec fragments appended to titles, one picked per product. */
  specs?: string[];
  /** Variant axes: colours and storage sizes. */
  colors?: string[];
  storage?: string[];
  /** Secondary category path (all_categories_path), if the product also sits elsewhere. */
  alsoIn?: string[];
  /** Feature words for descriptions. */
  features: string[];
}

export const BRANDS = [
  'Zentro', 'Kovax', 'Lumora', 'Veltris', 'Orbyn', 'Halvex', 'Brisko', 'Quillon', 'Sorrelle', 'Mavik',
  'Pyxelo', 'Auralis', 'Nordby', 'Corvane', 'Tessaro', 'Glimmr', 'Hushwave', 'Stratix', 'Vantor', 'Kelpie',
] as const;

const PHONE_COLORS = ['Midnight Black', 'Glacier White', 'Ocean Blue', 'Sage Green', 'Coral Pink'];
const BASIC_COLORS = ['Black', 'White', 'Silver', 'Graphite', 'Blue', 'Red'];

export const LEAVES: LeafSpec[] = [
  {
    path: ['Phones', 'Smartphones', 'Android Phones'], nouns: ['Smartphone', '5G Phone', 'Android Phone'],
    price: [149, 1199], brands: ['Zentro', 'Kovax', 'Lumora', 'Veltris', 'Orbyn'], specs: ['6.1"', '6.7"', '6.4" AMOLED', 'Dual SIM'],
    colors: PHONE_COLORS, storage: ['64GB', '128GB', '256GB', '512GB'],
    features: ['all-day battery', 'triple-lens camera', 'fast charging', 'water resistance', '120 Hz display', 'night mode photos'],
  },
  {
    path: ['Phones', 'Smartphones', 'Foldable Phones'], nouns: ['Foldable Phone', 'Flip Phone'],
    price: [699, 1899], brands: ['Zentro', 'Lumora', 'Orbyn'], specs: ['7.6" Fold', '6.9" Flip'],
    colors: PHONE_COLORS, storage: ['256GB', '512GB'],
    features: ['hinge rated for 200,000 folds', 'cover screen', 'flex mode', 'wireless charging'],
  },
  {
    path: ['Phones', 'Phone Accessories', 'Cases'], nouns: ['Phone Case', 'Rugged Case', 'Wallet Case', 'Clear Case'],
    price: [9, 69], brands: ['Brisko', 'Quillon', 'Kelpie', 'Mavik'], specs: ['MagSafe Compatible', 'Drop Tested 10ft', 'Slim Fit'],
    colors: BASIC_COLORS, alsoIn: ['Phones', 'Accessories Deals'],
    features: ['raised bezels', 'grippy sides', 'wireless charging friendly', 'antimicrobial coating'],
  },
  {
    path: ['Phones', 'Phone Accessories', 'Chargers & Cables'], nouns: ['USB-C Charger', 'Charging Cable', 'Wireless Charger', 'Car Charger', 'Power Bank'],
    price: [12, 89], brands: ['Brisko', 'Kelpie', 'Stratix', 'Vantor'], specs: ['20W', '65W GaN', '3 ft', '6 ft Braided', '10000mAh'],
    colors: ['Black', 'White'], alsoIn: ['Computers', 'Computer Accessories', 'Cables'],
    features: ['fast charging', 'braided nylon', 'foldable plug', 'overheat protection'],
  },
  {
    path: ['Phones', 'Phone Accessories', 'Screen Protectors'], nouns: ['Screen Protector', 'Privacy Screen Protector'],
    price: [7, 39], brands: ['Brisko', 'Quillon', 'Kelpie'], specs: ['Tempered Glass', '2-Pack', 'Matte'],
    features: ['bubble-free install', '9H hardness', 'case friendly'],
  },
  {
    path: ['Phones', 'Wearables', 'Smartwatches'], nouns: ['Smartwatch', 'Sport Watch', 'GPS Watch'],
    price: [99, 799], brands: ['Zentro', 'Lumora', 'Orbyn', 'Nordby'], specs: ['41mm', '45mm', 'LTE', 'Titanium'],
    colors: ['Black', 'Silver', 'Rose Gold', 'Olive'],
    features: ['heart-rate tracking', 'sleep tracking', 'always-on display', 'contactless payments'],
  },
  {
    path: ['Phones', 'Wearables', 'Fitness Trackers'], nouns: ['Fitness Tracker', 'Activity Band'],
    price: [29, 199], brands: ['Nordby', 'Kelpie', 'Orbyn'], specs: ['Slim', 'Color Display'],
    colors: ['Black', 'Lilac', 'Mint'], features: ['step counting', 'sleep score', '14-day battery', 'swim proof'],
  },
  {
    path: ['Computers', 'Laptops', 'Gaming Laptops'], nouns: ['Gaming Laptop'],
    price: [899, 3499], brands: ['Stratix', 'Vantor', 'Halvex', 'Kovax'], specs: ['15.6" 165Hz', '17.3" 240Hz', 'RTX Graphics', '32GB RAM'],
    colors: ['Black', 'Gunmetal'], storage: ['512GB SSD', '1TB SSD', '2TB SSD'],
    features: ['per-key RGB keyboard', 'vapor chamber cooling', 'high refresh display', 'Wi-Fi 7'],
  },
  {
    path: ['Computers', 'Laptops', 'Ultrabooks'], nouns: ['Ultrabook', 'Thin and Light Laptop', 'Laptop'],
    price: [699, 2299], brands: ['Lumora', 'Veltris', 'Kovax', 'Tessaro'], specs: ['13.3"', '14" OLED', '16GB RAM', 'Touchscreen'],
    colors: ['Silver', 'Space Gray', 'Sky Blue'], storage: ['256GB SSD', '512GB SSD', '1TB SSD'],
    features: ['all-day battery', 'backlit keyboard', 'fingerprint reader', 'under 3 pounds'],
  },
  {
    path: ['Computers', 'Laptops', 'Chromebooks'], nouns: ['Chromebook'], price: [179, 699],
    brands: ['Kovax', 'Tessaro', 'Brisko'], specs: ['11.6"', '14"', 'Convertible'], storage: ['32GB', '64GB', '128GB'],
    features: ['fast boot', 'spill-resistant keyboard', 'long battery life'],
  },
  {
    path: ['Computers', 'Monitors', 'Gaming Monitors'], nouns: ['Gaming Monitor', 'Curved Monitor'], price: [179, 1299],
    brands: ['Stratix', 'Vantor', 'Pyxelo'], specs: ['27" 1440p 165Hz', '32" 4K 144Hz', '34" Ultrawide'],
    features: ['adaptive sync', '1 ms response', 'HDR', 'height-adjustable stand'],
  },
  {
    path: ['Computers', 'Computer Accessories', 'Keyboards'], nouns: ['Mechanical Keyboard', 'Wireless Keyboard'], price: [29, 229],
    brands: ['Stratix', 'Kelpie', 'Quillon'], specs: ['Tenkeyless', 'Full Size', 'Low Profile'], colors: ['Black', 'White'],
    features: ['hot-swappable switches', 'multi-device pairing', 'USB-C'],
  },
  {
    path: ['Computers', 'Computer Accessories', 'Mice'], nouns: ['Wireless Mouse', 'Gaming Mouse', 'Ergonomic Mouse'], price: [15, 149],
    brands: ['Stratix', 'Kelpie', 'Quillon'], specs: ['26K DPI', 'Silent Click', 'Vertical'], colors: ['Black', 'White', 'Gray'],
    features: ['lightweight shell', 'programmable buttons', '70-hour battery'],
  },
  {
    path: ['Computers', 'Tablets', 'Android Tablets'], nouns: ['Tablet', 'Kids Tablet'], price: [99, 999],
    brands: ['Zentro', 'Lumora', 'Kovax'], specs: ['10.1"', '11" 120Hz', '12.4" AMOLED'], colors: ['Graphite', 'Silver', 'Blue'],
    storage: ['64GB', '128GB', '256GB'], features: ['stylus support', 'quad speakers', 'kids profiles'],
  },
  {
    path: ['Computers', 'Tablets', 'E-Readers'], nouns: ['E-Reader'], price: [89, 349], brands: ['Nordby', 'Tessaro'],
    specs: ['6"', '7" Waterproof', '10.2" Note-Taking'], storage: ['16GB', '32GB'],
    features: ['glare-free screen', 'weeks of battery', 'warm light'],
  },
  {
    path: ['TV & Video', 'TVs', 'OLED TVs'], nouns: ['OLED TV', 'Smart OLED TV'], price: [899, 4499],
    brands: ['Pyxelo', 'Lumora', 'Halvex'], specs: ['55"', '65"', '77"', '4K 120Hz'],
    features: ['perfect blacks', 'Dolby Vision', 'low input lag for gaming', 'built-in streaming apps'],
  },
  {
    path: ['TV & Video', 'TVs', 'LED TVs'], nouns: ['LED TV', 'Smart TV', '4K TV'], price: [149, 1499],
    brands: ['Pyxelo', 'Halvex', 'Corvane', 'Vantor'], specs: ['43"', '50"', '55"', '65"', '75"'],
    features: ['HDR10', 'voice remote', 'built-in streaming apps', 'slim bezels'],
  },
  {
    path: ['TV & Video', 'Projectors'], nouns: ['Home Theater Projector', 'Portable Projector'], price: [199, 2999],
    brands: ['Pyxelo', 'Corvane'], specs: ['1080p', '4K Laser', 'Short Throw'], features: ['auto keystone', 'built-in speaker', 'quiet fan'],
  },
  {
    path: ['TV & Video', 'Streaming Devices'], nouns: ['Streaming Stick', 'Streaming Box'], price: [29, 199],
    brands: ['Corvane', 'Zentro', 'Lumora'], specs: ['4K HDR', 'HD'], features: ['voice remote', 'Wi-Fi 6', 'thousands of apps'],
  },
  {
    path: ['Audio', 'Headphones', 'Noise-Cancelling Headphones'], nouns: ['Noise Cancelling Headphones', 'Wireless Headphones'],
    price: [79, 549], brands: ['Auralis', 'Hushwave', 'Sorrelle', 'Nordby'], specs: ['Over-Ear', 'On-Ear', '40-Hour Battery'],
    colors: ['Black', 'Silver', 'Sand', 'Navy'], alsoIn: ['Audio', 'Headphones', 'Over-Ear Headphones'],
    features: ['active noise cancelling', 'transparency mode', 'multipoint Bluetooth', 'plush ear cushions'],
  },
  {
    path: ['Audio', 'Headphones', 'Earbuds'], nouns: ['True Wireless Earbuds', 'Sport Earbuds', 'Earbuds'], price: [19, 299],
    brands: ['Auralis', 'Hushwave', 'Sorrelle', 'Kelpie'], specs: ['ANC', 'IPX5', 'Open-Ear'], colors: ['Black', 'White', 'Lavender'],
    features: ['wireless charging case', 'secure fit', 'spatial audio'],
  },
  {
    path: ['Audio', 'Speakers', 'Bluetooth Speakers'], nouns: ['Bluetooth Speaker', 'Portable Speaker', 'Party Speaker'], price: [29, 399],
    brands: ['Auralis', 'Hushwave', 'Sorrelle', 'Brisko'], specs: ['Waterproof', '20-Hour', 'Rugged'], colors: ['Black', 'Teal', 'Red', 'Stone'],
    features: ['360-degree sound', 'pairs with a second speaker', 'floats in water'],
  },
  {
    path: ['Audio', 'Speakers', 'Soundbars'], nouns: ['Soundbar', 'Soundbar with Subwoofer'], price: [99, 1299],
    brands: ['Auralis', 'Sorrelle', 'Pyxelo'], specs: ['2.1', '3.1.2 Dolby Atmos', '5.1'],
    alsoIn: ['TV & Video', 'TV Accessories', 'Home Audio'], features: ['Dolby Atmos', 'HDMI eARC', 'dialogue enhancement'],
  },
  {
    path: ['Audio', 'Speakers', 'Smart Speakers'], nouns: ['Smart Speaker', 'Smart Display'], price: [39, 299],
    brands: ['Zentro', 'Lumora', 'Auralis'], specs: ['Mini', 'with 8" Screen'], colors: ['Charcoal', 'Chalk', 'Sky'],
    features: ['voice assistant', 'multi-room audio', 'smart home hub'],
  },
  {
    path: ['Cameras', 'Digital Cameras', 'Mirrorless Cameras'], nouns: ['Mirrorless Camera', 'Camera Kit'], price: [549, 3999],
    brands: ['Mavik', 'Tessaro', 'Veltris'], specs: ['24MP', '33MP Full Frame', 'with 18-55mm Lens'],
    features: ['in-body stabilization', '4K video', 'eye autofocus', 'weather sealing'],
  },
  {
    path: ['Cameras', 'Action Cameras'], nouns: ['Action Camera', '360 Camera'], price: [149, 599], brands: ['Mavik', 'Glimmr'],
    specs: ['5.3K', 'Waterproof 33ft'], features: ['horizon leveling', 'front screen', 'voice control'],
  },
  {
    path: ['Cameras', 'Drones'], nouns: ['Camera Drone', 'Mini Drone'], price: [99, 2199], brands: ['Mavik', 'Glimmr', 'Orbyn'],
    specs: ['4K', 'Under 250g', 'with Controller'], features: ['obstacle avoidance', '30-minute flight', 'return to home'],
  },
  {
    path: ['Appliances', 'Kitchen Appliances', 'Coffee Makers'], nouns: ['Coffee Maker', 'Espresso Machine', 'Single Serve Coffee Maker'],
    price: [29, 899], brands: ['Corvane', 'Nordby', 'Halvex'], specs: ['12-Cup', 'with Milk Frother', 'Programmable'],
    colors: ['Black', 'Stainless Steel', 'Cream'], features: ['brew strength control', 'thermal carafe', 'auto shut-off'],
  },
  {
    path: ['Appliances', 'Kitchen Appliances', 'Air Fryers'], nouns: ['Air Fryer', 'Air Fryer Oven'], price: [49, 299],
    brands: ['Corvane', 'Halvex', 'Nordby'], specs: ['5.8 Qt', 'Dual Basket', '10-in-1'], colors: ['Black', 'White', 'Sage'],
    features: ['dishwasher-safe basket', 'shake reminder', 'dehydrate mode'],
  },
  {
    path: ['Appliances', 'Kitchen Appliances', 'Blenders'], nouns: ['Blender', 'Personal Blender'], price: [29, 499],
    brands: ['Corvane', 'Halvex'], specs: ['1200W', '64 oz'], colors: ['Black', 'Red', 'Silver'],
    features: ['crushes ice', 'self-cleaning', 'variable speed'],
  },
  {
    path: ['Appliances', 'Home Appliances', 'Robot Vacuums'], nouns: ['Robot Vacuum', 'Robot Vacuum and Mop'], price: [149, 1299],
    brands: ['Halvex', 'Vantor', 'Zentro'], specs: ['Self-Emptying', 'LiDAR Mapping'],
    features: ['maps your home', 'pet hair pick-up', 'app control', 'auto recharge'],
  },
  {
    path: ['Appliances', 'Home Appliances', 'Air Purifiers'], nouns: ['Air Purifier'], price: [79, 699],
    brands: ['Halvex', 'Nordby', 'Corvane'], specs: ['HEPA', 'Large Room', 'Smart'], features: ['true HEPA filter', 'quiet night mode', 'air quality sensor'],
  },
  {
    path: ['Gaming', 'Consoles'], nouns: ['Game Console', 'Handheld Console'], price: [199, 699], brands: ['Stratix', 'Vantor'],
    specs: ['1TB', 'Digital Edition', 'OLED'], colors: ['Black', 'White'], features: ['4K gaming', 'quick resume', 'backward compatible'],
  },
  {
    path: ['Gaming', 'Gaming Accessories', 'Controllers'], nouns: ['Wireless Controller', 'Pro Controller'], price: [39, 199],
    brands: ['Stratix', 'Vantor', 'Kelpie'], specs: ['Hall Effect Sticks', 'Back Paddles'], colors: ['Black', 'White', 'Camo'],
    features: ['low latency', 'rechargeable', 'remappable buttons'],
  },
  {
    path: ['Gaming', 'Gaming Accessories', 'Gaming Headsets'], nouns: ['Gaming Headset', 'Wireless Gaming Headset'], price: [29, 349],
    brands: ['Stratix', 'Hushwave', 'Auralis'], specs: ['7.1 Surround', 'Detachable Mic'], colors: ['Black', 'White'],
    alsoIn: ['Audio', 'Headphones', 'Gaming Headsets'], features: ['clear boom mic', 'memory foam cushions', 'multi-platform'],
  },
];

export const SERIES = ['Nova', 'Pulse', 'Aero', 'Vista', 'Edge', 'Prime', 'Flux', 'Halo', 'Core', 'Spark', 'Terra', 'Zen', 'Astra', 'Echo', 'Volt'];
export const MODEL_SUFFIX = ['', ' Pro', ' Max', ' Lite', ' Plus', ' Mini', ' Ultra', ' SE'];

export const DESCRIPTION_OPENERS = [
  'Meet the {title}, built for everyday use.',
  'The {title} brings {f1} and {f2} in one {noun}.',
  'Upgrade to the {title} and enjoy {f1}.',
  'Designed by {brand}, this {noun} pairs {f1} with {f2}.',
];
export const DESCRIPTION_CLOSERS = [
  'Backed by a one-year {brand} warranty.',
  'Includes everything you need to get started.',
  'A favourite with reviewers for its {f3}.',
  'Ships free and can be returned within 30 days.',
];
