/** The API's introspection generated at build time (scripts/apiIntrospectionPlugin.ts); null under `vite` dev. */
declare module 'virtual:api-introspection' {
  import type { IntrospectionSchema } from 'graphql';
  const schema: IntrospectionSchema | null;
  export default schema;
}

/** react-admin's community Spanish catalogue (CommonJS, untyped): the base of i18n/index.ts. */
declare module 'ra-language-spanish' {
  import type { TranslationMessages } from 'react-admin';
  const messages: TranslationMessages;
  export default messages;
}
