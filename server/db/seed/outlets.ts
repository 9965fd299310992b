export interface OutletRow {
  id: string;
  name: string;
  master_name: string;
  city: string;
  area: string;
  address: string;
  outlet_type: string;
  delivery: 'Enabled' | 'Disabled';
  pickup: 'Enabled' | 'Disabled';
  is_active: boolean;
  from_time: string;
  to_time: string;
  latitude: number;
  longitude: number;
  first_number: string;
  second_number: string | null;
  good_for: string;
  sort_order: number;
}

type OutletSpec = Pick<OutletRow, 'id' | 'city' | 'area' | 'address' | 'latitude' | 'longitude' | 'first_number'> &
  Partial<Omit<OutletRow, 'name' | 'master_name' | 'sort_order'>>;

const BRAND = 'Wokflow';
const FAMILY = 'Family dinners, birthday treats and group outings';

/** Most outlets are full restaurants open 11 am to 11 pm for both delivery and take-away. */
const DEFAULTS = {
  outlet_type: 'Restaurant',
  delivery: 'Enabled',
  pickup: 'Enabled',
  is_active: true,
  from_time: '11:00',
  to_time: '23:00',
  second_number: null,
  good_for: FAMILY,
} as const;

/** Take-away counters: no riders, pickup only. */
const TAKE_AWAY_ONLY = { outlet_type: 'Express', delivery: 'Disabled', good_for: 'Quick bites and take-away' } as const;
/** Kitchens without a counter: delivery only. */
const DELIVERY_ONLY = {
  outlet_type: 'Cloud Kitchen',
  pickup: 'Disabled',
  good_for: 'Late-night cravings and office orders',
} as const;

const specs: readonly OutletSpec[] = [
  // Surat
  {
    id: 'surat-adajan',
    city: 'Surat',
    area: 'Adajan',
    address: 'G-4, Shrusti Arcade, Anand Mahal Road, Adajan, Surat, Gujarat 395009',
    latitude: 21.1959,
    longitude: 72.7933,
    first_number: '9825011201',
    second_number: '7600011201',
  },
  {
    id: 'surat-vesu',
    city: 'Surat',
    area: 'Vesu',
    address: 'Shop 12, Rajhans Montessa, VIP Road, Vesu, Surat, Gujarat 395007',
    latitude: 21.1418,
    longitude: 72.7709,
    first_number: '9825011202',
    to_time: '01:00',
    good_for: 'Late dinners, groups and family outings',
  },
  {
    id: 'surat-piplod',
    city: 'Surat',
    area: 'Piplod',
    address: '3, Swagat Complex, Dumas Road, Piplod, Surat, Gujarat 395007',
    latitude: 21.1588,
    longitude: 72.7736,
    first_number: '9825011203',
  },
  {
    id: 'surat-varachha',
    city: 'Surat',
    area: 'Varachha',
    address: '18, Matruchhaya Shopping Centre, Varachha Main Road, Surat, Gujarat 395006',
    latitude: 21.212,
    longitude: 72.865,
    first_number: '9825011204',
    second_number: '7600011204',
  },
  {
    id: 'surat-athwa-lines',
    city: 'Surat',
    area: 'Athwa Lines',
    address: 'Ground Floor, Sargam Shopping Centre, Athwa Lines, Surat, Gujarat 395001',
    latitude: 21.1784,
    longitude: 72.8094,
    first_number: '9825011205',
    ...TAKE_AWAY_ONLY,
  },
  {
    id: 'surat-city-light',
    city: 'Surat',
    area: 'City Light',
    address: '7, Rushabh Tower, City Light Road, Surat, Gujarat 395007',
    latitude: 21.1683,
    longitude: 72.795,
    first_number: '9825011206',
  },
  {
    id: 'surat-pal',
    city: 'Surat',
    area: 'Pal',
    address: 'Unit 2, Shivalik Business Hub, Pal Gam Road, Pal, Surat, Gujarat 395009',
    latitude: 21.2005,
    longitude: 72.768,
    first_number: '9825011207',
    ...DELIVERY_ONLY,
  },
  // Vadodara
  {
    id: 'vadodara-alkapuri',
    city: 'Vadodara',
    area: 'Alkapuri',
    address: '5, Vishwas Colony, R C Dutt Road, Alkapuri, Vadodara, Gujarat 390007',
    latitude: 22.3106,
    longitude: 73.1686,
    first_number: '9825022301',
    second_number: '7600022301',
  },
  {
    id: 'vadodara-akota',
    city: 'Vadodara',
    area: 'Akota',
    address: '11, Siddharth Complex, Akota Main Road, Akota, Vadodara, Gujarat 390020',
    latitude: 22.296,
    longitude: 73.166,
    first_number: '9825022302',
  },
  {
    id: 'vadodara-fatehgunj',
    city: 'Vadodara',
    area: 'Fatehgunj',
    address: '2, Sadhana Society, Fatehgunj Main Road, Fatehgunj, Vadodara, Gujarat 390002',
    latitude: 22.322,
    longitude: 73.187,
    first_number: '9825022303',
    ...TAKE_AWAY_ONLY,
  },
  {
    id: 'vadodara-gotri',
    city: 'Vadodara',
    area: 'Gotri',
    address: '9, Sun Pharma Road Plaza, Gotri Road, Gotri, Vadodara, Gujarat 390021',
    latitude: 22.313,
    longitude: 73.137,
    first_number: '9825022304',
  },
  {
    id: 'vadodara-manjalpur',
    city: 'Vadodara',
    area: 'Manjalpur',
    address: '14, Darbar Chowkdi Complex, Manjalpur, Vadodara, Gujarat 390011',
    latitude: 22.271,
    longitude: 73.19,
    first_number: '9825022305',
    is_active: false,
  },
  // Ahmedabad
  {
    id: 'ahmedabad-navrangpura',
    city: 'Ahmedabad',
    area: 'Navrangpura',
    address: '6, Sahjanand Complex, C G Road, Navrangpura, Ahmedabad, Gujarat 380009',
    latitude: 23.0365,
    longitude: 72.5611,
    first_number: '9825033401',
    second_number: '7600033401',
  },
  {
    id: 'ahmedabad-satellite',
    city: 'Ahmedabad',
    area: 'Satellite',
    address: '21, Shivalik Plaza, Jodhpur Cross Road, Satellite, Ahmedabad, Gujarat 380015',
    latitude: 23.03,
    longitude: 72.517,
    first_number: '9825033402',
  },
  {
    id: 'ahmedabad-bodakdev',
    city: 'Ahmedabad',
    area: 'Bodakdev',
    address: '4, Titanium Square, Thaltej Cross Road, S G Highway, Bodakdev, Ahmedabad, Gujarat 380054',
    latitude: 23.0395,
    longitude: 72.507,
    first_number: '9825033403',
    from_time: '12:00',
    to_time: '01:00',
    good_for: 'Late dinners, groups and family outings',
  },
  {
    id: 'ahmedabad-maninagar',
    city: 'Ahmedabad',
    area: 'Maninagar',
    address: '8, Krishnabaug Complex, Jawahar Chowk, Maninagar, Ahmedabad, Gujarat 380008',
    latitude: 22.9962,
    longitude: 72.603,
    first_number: '9825033404',
    ...TAKE_AWAY_ONLY,
  },
  {
    id: 'ahmedabad-prahlad-nagar',
    city: 'Ahmedabad',
    area: 'Prahlad Nagar',
    address: '15, Venus Atlantis, Prahlad Nagar Garden Road, Prahlad Nagar, Ahmedabad, Gujarat 380015',
    latitude: 23.012,
    longitude: 72.5108,
    first_number: '9825033405',
    second_number: '7600033405',
  },
  {
    id: 'ahmedabad-chandkheda',
    city: 'Ahmedabad',
    area: 'Chandkheda',
    address: 'Unit 3, Shukan Mall, Visat Gandhinagar Highway, Chandkheda, Ahmedabad, Gujarat 382424',
    latitude: 23.109,
    longitude: 72.585,
    first_number: '9825033406',
    ...DELIVERY_ONLY,
  },
  // Anand
  {
    id: 'anand-vallabh-vidyanagar',
    city: 'Anand',
    area: 'Vallabh Vidyanagar',
    address: '3, Nana Bazaar, Vallabh Vidyanagar, Anand, Gujarat 388120',
    latitude: 22.538,
    longitude: 72.923,
    first_number: '9825044501',
    good_for: 'Students, quick bites and groups',
  },
  {
    id: 'anand-station-road',
    city: 'Anand',
    area: 'Station Road',
    address: '10, Amul Dairy Road Complex, Station Road, Anand, Gujarat 388001',
    latitude: 22.556,
    longitude: 72.953,
    first_number: '9825044502',
  },
  // Vapi
  {
    id: 'vapi-chala',
    city: 'Vapi',
    area: 'Chala',
    address: '5, Fortune Square, Daman Road, Chala, Vapi, Gujarat 396191',
    latitude: 20.38,
    longitude: 72.915,
    first_number: '9825055601',
  },
  {
    id: 'vapi-gidc',
    city: 'Vapi',
    area: 'GIDC',
    address: 'Shop 7, Char Rasta Complex, GIDC, Vapi, Gujarat 396195',
    latitude: 20.363,
    longitude: 72.92,
    first_number: '9825055602',
    second_number: '7600055602',
  },
  // Rajkot
  {
    id: 'rajkot-kalawad-road',
    city: 'Rajkot',
    area: 'Kalawad Road',
    address: '12, Crystal Mall, Kalawad Road, Rajkot, Gujarat 360005',
    latitude: 22.284,
    longitude: 70.77,
    first_number: '9825066701',
  },
  {
    id: 'rajkot-yagnik-road',
    city: 'Rajkot',
    area: 'Yagnik Road',
    address: '4, Imperial Heights, Yagnik Road, Rajkot, Gujarat 360001',
    latitude: 22.294,
    longitude: 70.796,
    first_number: '9825066702',
    ...TAKE_AWAY_ONLY,
  },
  {
    id: 'rajkot-university-road',
    city: 'Rajkot',
    area: 'University Road',
    address: '9, Nirmala Convent Road Corner, University Road, Rajkot, Gujarat 360005',
    latitude: 22.29,
    longitude: 70.775,
    first_number: '9825066703',
    second_number: '7600066703',
  },
  // Bharuch
  {
    id: 'bharuch-zadeshwar',
    city: 'Bharuch',
    area: 'Zadeshwar',
    address: '6, Blue Chip Complex, Zadeshwar Road, Bharuch, Gujarat 392011',
    latitude: 21.729,
    longitude: 73.022,
    first_number: '9825077801',
  },
  {
    id: 'bharuch-station-road',
    city: 'Bharuch',
    area: 'Station Road',
    address: '2, Panchbatti Circle, Station Road, Bharuch, Gujarat 392001',
    latitude: 21.703,
    longitude: 72.993,
    first_number: '9825077802',
  },
  // Valsad
  {
    id: 'valsad-tithal-road',
    city: 'Valsad',
    area: 'Tithal Road',
    address: '8, Swaminarayan Complex, Tithal Road, Valsad, Gujarat 396001',
    latitude: 20.61,
    longitude: 72.92,
    first_number: '9825088901',
  },
  {
    id: 'valsad-halar',
    city: 'Valsad',
    area: 'Halar',
    address: '1, Halar Cross Road, Halar, Valsad, Gujarat 396001',
    latitude: 20.605,
    longitude: 72.933,
    first_number: '9825088902',
    ...TAKE_AWAY_ONLY,
  },
];

export const outlets: readonly OutletRow[] = specs.map((spec, index) => ({
  ...DEFAULTS,
  ...spec,
  name: `${BRAND} ${spec.area}`,
  master_name: BRAND,
  sort_order: index + 1,
}));
