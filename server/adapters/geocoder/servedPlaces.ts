import type { LatLng } from './geocoder.ts';

export interface Locality extends LatLng {
  name: string;
  city: string;
  pinCode: string;
}

export interface ServedCity {
  name: string;
  /** Other names customers write for the city. */
  aliases: readonly string[];
  centre: LatLng;
  localities: readonly Locality[];
}

/** name, 6-digit pin code, latitude, longitude: approximate centres of well-known areas. */
type Row = readonly [name: string, pinCode: string, lat: number, lng: number];

function city(name: string, aliases: readonly string[], centre: [number, number], rows: readonly Row[]): ServedCity {
  return {
    name,
    aliases,
    centre: { lat: centre[0], lng: centre[1] },
    localities: rows.map(([locality, pinCode, lat, lng]) => ({ name: locality, city: name, pinCode, lat, lng })),
  };
}

/**
 * The gazetteer of the served cities (spec section 1): enough to put a pin near a customer's address
 * without any network service. The outlets' own areas (server/db/seed/outlets.ts) are among them.
 */
export const SERVED_CITIES: readonly ServedCity[] = [
  city(
    'Surat',
    [],
    [21.1702, 72.8311],
    [
      ['Adajan', '395009', 21.1959, 72.7933],
      ['Pal', '395009', 21.2005, 72.768],
      ['Rander', '395005', 21.2189, 72.7933],
      ['Jahangirpura', '395005', 21.228, 72.78],
      ['Vesu', '395007', 21.1418, 72.7709],
      ['Piplod', '395007', 21.1588, 72.7736],
      ['City Light', '395007', 21.1683, 72.795],
      ['Parle Point', '395007', 21.165, 72.786],
      ['Athwa Lines', '395001', 21.1784, 72.8094],
      ['Ghod Dod Road', '395001', 21.1795, 72.807],
      ['Nanpura', '395001', 21.19, 72.813],
      ['Majura Gate', '395002', 21.1867, 72.82],
      ['Varachha', '395006', 21.212, 72.865],
      ['Katargam', '395004', 21.2266, 72.8312],
      ['Sarthana', '395013', 21.232, 72.9],
      ['Althan', '395017', 21.1475, 72.8025],
      ['Bhatar', '395017', 21.1609, 72.8108],
      ['Udhna', '394210', 21.1675, 72.8436],
      ['Pandesara', '394221', 21.141, 72.836],
      ['Dumas', '394550', 21.0826, 72.713],
    ],
  ),
  city(
    'Vadodara',
    ['Baroda'],
    [22.3072, 73.1812],
    [
      ['Alkapuri', '390007', 22.3106, 73.1686],
      ['Race Course', '390007', 22.305, 73.16],
      ['Akota', '390020', 22.296, 73.166],
      ['Fatehgunj', '390002', 22.322, 73.187],
      ['Nizampura', '390002', 22.335, 73.183],
      ['Sayajigunj', '390005', 22.311, 73.182],
      ['Gotri', '390021', 22.313, 73.137],
      ['Subhanpura', '390023', 22.324, 73.159],
      ['Vasna Road', '390015', 22.293, 73.144],
      ['Old Padra Road', '390015', 22.295, 73.156],
      ['Tandalja', '390012', 22.283, 73.145],
      ['Manjalpur', '390011', 22.271, 73.19],
      ['Makarpura', '390010', 22.242, 73.187],
      ['Karelibaug', '390018', 22.322, 73.202],
      ['Waghodia Road', '390019', 22.296, 73.229],
      ['Harni', '390022', 22.339, 73.213],
      ['Sama', '390008', 22.347, 73.195],
    ],
  ),
  city(
    'Ahmedabad',
    ['Amdavad'],
    [23.0225, 72.5714],
    [
      ['Navrangpura', '380009', 23.0365, 72.5611],
      ['C G Road', '380009', 23.0325, 72.5585],
      ['Ellisbridge', '380006', 23.023, 72.564],
      ['Paldi', '380007', 23.013, 72.563],
      ['Satellite', '380015', 23.03, 72.517],
      ['Vastrapur', '380015', 23.037, 72.529],
      ['Prahlad Nagar', '380015', 23.012, 72.5108],
      ['Bodakdev', '380054', 23.0395, 72.507],
      ['Thaltej', '380059', 23.05, 72.5],
      ['Bopal', '380058', 23.033, 72.464],
      ['Vejalpur', '380051', 22.999, 72.518],
      ['Naranpura', '380013', 23.059, 72.556],
      ['Ghatlodia', '380061', 23.068, 72.54],
      ['Gota', '382481', 23.103, 72.54],
      ['Chandkheda', '382424', 23.109, 72.585],
      ['Maninagar', '380008', 22.9962, 72.603],
      ['Naroda', '382330', 23.07, 72.665],
      ['Nikol', '382350', 23.048, 72.67],
      ['Vastral', '382418', 23.0, 72.66],
    ],
  ),
  city(
    'Anand',
    [],
    [22.5645, 72.9289],
    [
      ['Station Road', '388001', 22.556, 72.953],
      ['Amul Dairy Road', '388001', 22.556, 72.948],
      ['Ganesh Chowkdi', '388001', 22.549, 72.943],
      ['Anand Vidyanagar Road', '388001', 22.55, 72.935],
      ['Vallabh Vidyanagar', '388120', 22.538, 72.923],
      ['Bakrol', '388315', 22.524, 72.932],
      ['Karamsad', '388325', 22.542, 72.906],
      ['Mogri', '388345', 22.56, 72.885],
    ],
  ),
  city(
    'Vapi',
    [],
    [20.3893, 72.9106],
    [
      ['Chala', '396191', 20.38, 72.915],
      ['Daman Road', '396191', 20.38, 72.9],
      ['Zanda Chowk', '396191', 20.372, 72.904],
      ['Balitha', '396191', 20.404, 72.908],
      ['Chharwada', '396191', 20.383, 72.93],
      ['GIDC', '396195', 20.363, 72.92],
      ['Koparli Road', '396195', 20.368, 72.93],
      ['Gunjan', '396195', 20.36, 72.91],
      ['Chanod', '396195', 20.35, 72.93],
    ],
  ),
  city(
    'Rajkot',
    [],
    [22.3039, 70.8022],
    [
      ['Yagnik Road', '360001', 22.294, 70.796],
      ['Race Course', '360001', 22.303, 70.795],
      ['Kalawad Road', '360005', 22.284, 70.77],
      ['University Road', '360005', 22.29, 70.775],
      ['150 Feet Ring Road', '360005', 22.29, 70.762],
      ['Nana Mava', '360005', 22.275, 70.77],
      ['Mavdi', '360004', 22.26, 70.785],
      ['Gondal Road', '360002', 22.27, 70.8],
      ['Bhaktinagar', '360002', 22.28, 70.81],
      ['Kuvadva Road', '360003', 22.315, 70.83],
      ['Morbi Road', '360003', 22.33, 70.815],
      ['Jamnagar Road', '360006', 22.32, 70.78],
      ['Raiya Road', '360007', 22.3, 70.77],
    ],
  ),
  city(
    'Bharuch',
    ['Broach'],
    [21.7051, 72.9959],
    [
      ['Station Road', '392001', 21.703, 72.993],
      ['Panchbatti', '392001', 21.703, 72.996],
      ['Dandia Bazar', '392001', 21.697, 72.978],
      ['Shravan Chowkdi', '392001', 21.72, 73.0],
      ['Bholav', '392001', 21.715, 73.005],
      ['Link Road', '392001', 21.713, 73.009],
      ['Zadeshwar', '392011', 21.729, 73.022],
      ['Maktampur', '392012', 21.725, 73.01],
    ],
  ),
  city(
    'Valsad',
    ['Bulsar'],
    [20.5992, 72.9342],
    [
      ['Tithal Road', '396001', 20.61, 72.92],
      ['Halar', '396001', 20.605, 72.933],
      ['Mogravadi', '396001', 20.609, 72.937],
      ['Dharampur Road', '396001', 20.6, 72.95],
      ['Tithal', '396001', 20.603, 72.898],
      ['Abrama', '396002', 20.625, 72.945],
      ['Atul', '396020', 20.544, 72.926],
    ],
  ),
];
