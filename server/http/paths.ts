/** The API's own paths (and the panel's assets): they never fall back to the panel's index.html. */
export const API_PREFIXES = ['/graphql', '/graphiql', '/api/', '/media/', '/health', '/ready', '/config.js', '/assets/'];

export const isApiPath = (url: string): boolean => API_PREFIXES.some((prefix) => url.startsWith(prefix));
