/**
 * Imported first by run.ts: the API is measured as it runs in production. graphql-js reads
 * NODE_ENV when it loads (development mode adds checks to every field it resolves).
 */
process.env.NODE_ENV = 'production';
