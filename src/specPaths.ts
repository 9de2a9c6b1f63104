/**
 * The spec's paths (part 2 §2 route table) that differ from react-admin's canonical URLs, and
 * where each one goes (':id' carries over). The legacy '/dashboard/<path>' form of every path
 * first drops its prefix, then lands here if needed. Paths equal to a resource's list
 * (places, reviews, categories, ...) need no entry.
 */
export const SPEC_PATHS: Readonly<Record<string, string>> = {
  main: '/',
  addplaces: '/places/create',
  addplacesquick: '/places/quick',
  'editplaces/:id': '/places/:id',
  placesmap: '/places/map',
  'editsuggestion/:id': '/suggestions/:id',
  'usersactivity/:id': '/users/:id/show',
  addevents: '/events/create',
  'editevents/:id': '/events/:id',
  addcms: '/cms/create',
  'editcms/:id': '/cms/:id',
  addchains: '/chains/create',
  'editchains/:id': '/chains/:id',
};

/** Where the panel's home is: react-admin's dashboard. */
export const HOME_PATH = '/';
