/**
 * What the panel fetches before its first render (src/preloadRoute.ts): the view the address opens,
 * and nothing for addresses react-admin routes elsewhere.
 */
import { viewAt } from '../../src/preloadRoute';

const places = { list: 'PlaceList', create: 'PlaceCreate', edit: 'PlaceEdit' };
const users = { list: 'UserList', show: 'UserShow' };
const RESOURCES = { places, users };

test('an address opens the list, the add form, the editor, a show page or the dashboard', () => {
  expect(viewAt('/', RESOURCES, 'Dashboard')).toBe('Dashboard');
  expect(viewAt('/places', RESOURCES, 'Dashboard')).toBe('PlaceList');
  expect(viewAt('/places/', RESOURCES, 'Dashboard')).toBe('PlaceList');
  expect(viewAt('/places/create', RESOURCES, 'Dashboard')).toBe('PlaceCreate');
  expect(viewAt('/places/12', RESOURCES, 'Dashboard')).toBe('PlaceEdit');
  expect(viewAt('/users/7/show', RESOURCES, 'Dashboard')).toBe('UserShow');
});

test('a resource route of its own, a spec path, an unknown name or a built-in key preload nothing', () => {
  for (const path of [
    '/places/quick',
    '/places/map',
    '/places/12/extra',
    '/addplaces',
    '/dashboard/places',
    '/constructor',
    '/__proto__/1',
    '/share',
  ])
    expect(viewAt(path, RESOURCES, 'Dashboard'), path).toBeUndefined();
  // A resource without that view: nothing either.
  expect(viewAt('/users/create', RESOURCES, 'Dashboard')).toBeUndefined();
  expect(viewAt('/places/3/show', RESOURCES, 'Dashboard')).toBeUndefined();
});
