export const typeDefs = /* GraphQL */ `
  extend type Query {
    """
    The share screen's place (part 2 §2): with \`idplace\`, that place (any state: \`published\`
    says which); without it, a random published place, drawn without reading the whole table.
    Errors: NOT_FOUND on idplace ('El sitio 12 no existe', 'No hay ningún sitio publicado'),
    BAD_USER_INPUT for an id that is not a positive integer.
    """
    randomPlace(idplace: Int, lang: String): Place!
  }
`;
