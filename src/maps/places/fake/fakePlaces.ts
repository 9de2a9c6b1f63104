/**
 * The fake maps service's fixed places: each one exercises an autofill rule of part 1 §2 / §5
 * (a restaurant-bar with lunch and dinner hours and two photos; a museum in Lisbon without
 * photos or hours; a park in the Canaries open 24 hours; a pharmacy-shop in Madrid; one place for
 * each remaining row of the category mapping table). Photos and
 * street-view images are files of the panel itself (public/fake-maps), so uploading them works
 * on a closed network.
 */
import type { FoundPlace, OpeningPeriod } from '../types';

/** Monday to Saturday 13:00–16:00 and 20:00–23:30 (day 0 is Sunday). */
const lunchAndDinner: OpeningPeriod[] = [1, 2, 3, 4, 5, 6].flatMap((day) => [
  { open: { day, time: '1300' }, close: { day, time: '1600' } },
  { open: { day, time: '2000' }, close: { day, time: '2330' } },
]);

export const FAKE_PLACES: (FoundPlace & { id: string })[] = [
  {
    id: 'fake-fogar',
    name: 'Restaurante O Fogar',
    address: 'Rúa Real, 25',
    city: 'A Coruña',
    province: 'A Coruña',
    country: 'ES',
    zipcode: '15003',
    phone: '981 22 33 44',
    website: 'https://ofogar.example.com',
    gmaps_url: 'https://maps.google.com/?cid=1001',
    plus_code: '8CJJ9JCV+GH',
    position: { lat: 43.37134, lng: -8.39602 },
    types: ['restaurant', 'bar', 'food', 'point_of_interest'],
    periods: lunchAndDinner,
    photos: [
      { url: '/fake-maps/fogar-1.jpg', attrib: 'Ana Pérez / Google Maps', kind: 'photo' },
      { url: '/fake-maps/fogar-2.jpg', attrib: 'Xoán Vidal / Google Maps', kind: 'photo' },
    ],
  },
  {
    id: 'fake-museu',
    name: 'Museu da Cidade',
    address: 'Campo Grande, 245',
    city: 'Lisboa',
    province: 'Lisboa',
    country: 'PT',
    zipcode: '1700-091',
    phone: '+351 21 751 3200',
    website: 'https://museu.example.pt',
    gmaps_url: 'https://maps.google.com/?cid=1002',
    plus_code: '8CCGQ36W+XM',
    position: { lat: 38.75744, lng: -9.15513 },
    types: ['museum', 'tourist_attraction'],
    photos: [],
  },
  {
    id: 'fake-palmeiras',
    name: 'Parque das Palmeiras',
    address: 'Calle León y Castillo, 3',
    city: 'Las Palmas de Gran Canaria',
    province: 'Las Palmas',
    country: 'ES',
    zipcode: '35003',
    phone: '',
    website: '',
    gmaps_url: 'https://maps.google.com/?cid=1003',
    plus_code: '7CQVHHP2+XX',
    position: { lat: 28.1099, lng: -15.4153 },
    types: ['park', 'point_of_interest'],
    periods: [{ open: { day: 0, time: '0000' } }],
    photos: [{ url: '/fake-maps/palmeiras-1.jpg', attrib: 'Carmen Suárez / Google Maps', kind: 'photo' }],
  },
  {
    id: 'fake-farmacia',
    name: 'Farmacia Central',
    address: 'Calle Mayor, 10',
    city: 'Madrid',
    province: 'Madrid',
    country: 'ES',
    zipcode: '28013',
    phone: '915 00 00 00',
    website: '',
    gmaps_url: 'https://maps.google.com/?cid=1004',
    plus_code: '8CGRC7G2+2C',
    position: { lat: 40.41552, lng: -3.70787 },
    types: ['pharmacy', 'store', 'health'],
    periods: [1, 2, 3, 4, 5].map((day) => ({ open: { day, time: '0930' }, close: { day, time: '2100' } })),
    photos: [],
  },
];

/** One more place of a kind, in A Coruña, for the rest of the §5 category mapping table. */
const ofType = (id: string, name: string, address: string, types: string[], lat: number, lng: number): FoundPlace & { id: string } => ({
  id,
  name,
  address,
  city: 'A Coruña',
  province: 'A Coruña',
  country: 'ES',
  zipcode: '15001',
  phone: '',
  website: '',
  gmaps_url: '',
  plus_code: '',
  position: { lat, lng },
  types,
  photos: [],
});

FAKE_PLACES.push(
  ofType('fake-hotel', 'Hotel Atlántico', 'Jardines de Méndez Núñez, 2', ['lodging'], 43.3672, -8.4023),
  ofType('fake-cafe', 'Café Moderno', 'Rúa Real, 8', ['cafe', 'food'], 43.3705, -8.3975),
  ofType('fake-marineda', 'Centro comercial Marineda', 'Estrada de Baños de Arteixo, 43', ['shopping_mall'], 43.3431, -8.4276),
  ofType('fake-colexio', 'Colexio Eusebio da Guarda', 'Praza de Pontevedra, 1', ['school'], 43.3664, -8.4065),
  ofType('fake-aquapark', 'Aquapark de Cerceda', 'Lugar de Vilar, 1', ['amusement_park'], 43.1868, -8.4744),
  ofType('fake-hospital', 'Hospital Universitario', 'As Xubias, 84', ['hospital', 'doctor', 'health'], 43.3445, -8.3869),
);

/** What the fake answers for a map click anywhere but the open sea: an address in Santiago. */
export const FAKE_ADDRESS = {
  address: 'Praza do Obradoiro, 1',
  city: 'Santiago de Compostela',
  province: 'A Coruña',
  country: 'ES',
  zipcode: '15705',
};
