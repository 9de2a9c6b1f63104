/**
 * The issue 9 contract of the place editor's writes, as the panel relies on it: PlaceInput and its
 * inputs field by field with their types, Place.version, addPlace and updPlace signatures.
 */
import { buildSchema, GraphQLInputObjectType, GraphQLObjectType } from 'graphql';
import { typeDefs } from '../../server/graphql/schema';

const schema = buildSchema(typeDefs());

const fieldsOf = (name: string) => {
  const type = schema.getType(name) as GraphQLInputObjectType;
  return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, String(f.type)]));
};

test('PlaceInput has exactly the contract fields and types', () => {
  const text = (names: string[]) => Object.fromEntries(names.map((n) => [n, 'String']));
  expect(fieldsOf('PlaceInput')).toEqual({
    name: 'String!',
    address: 'String!',
    ...text(['city', 'province', 'country', 'zipcode', 'phone', 'website', 'facebook', 'instagram', 'twitter', 'youtube']),
    ...text(['gmaps_url', 'plus_code', 'timezone', 'notes']),
    lat: 'Float',
    lng: 'Float',
    hours: 'JSON',
    ...text(['descriptionES', 'descriptionEN', 'descriptionGL', 'descriptionPT', 'menuES', 'menuEN', 'menuGL', 'menuPT']),
    categories: '[Int!]!',
    subcategories: '[Int!]',
    equipment: '[Int!]',
    allergies: '[Int!]',
    photos: '[PhotoInput!]',
    videos: '[VideoInput!]',
    services: '[ServiceInput!]',
    ...text(['buy_url', 'buy_price', 'buy_img']),
    points: 'Int',
    published: 'Int',
    iduser: 'Int',
  });
  expect(fieldsOf('PhotoInput')).toEqual({ id: 'Int', url: 'String', attrib: 'String', cover: 'Boolean' });
  expect(fieldsOf('VideoInput')).toEqual({ id: 'Int', url: 'String!', name: 'String' });
  expect(fieldsOf('ServiceInput')).toEqual({ id: 'Int!', points: 'Int!' });
});

test('addPlace, updPlace and Place.version have the contract signatures', () => {
  const mutation = schema.getMutationType()!.getFields();
  const signature = (name: string) => [
    String(mutation[name].type),
    Object.fromEntries(mutation[name].args.map((a) => [a.name, String(a.type)])),
  ];
  expect(signature('addPlace')).toEqual(['Int!', { place: 'PlaceInput!' }]);
  expect(signature('updPlace')).toEqual(['Int!', { idplace: 'Int!', place: 'PlaceInput!', remove_files: '[Int!]', version: 'Int' }]);
  expect(String((schema.getType('Place') as GraphQLObjectType).getFields().version.type)).toBe('Int!');
});
