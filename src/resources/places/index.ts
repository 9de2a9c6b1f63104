/** The places resource's screens (the editor and the map live in src/wizard and src/pages). */
export { PlaceList } from './PlaceList';
