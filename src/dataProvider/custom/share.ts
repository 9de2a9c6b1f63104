/**
 * The share screen's place (part 2 §2 «Share screen»): randomPlace, a random published place or the
 * one of an id, with what the screen shows and the share text needs (docs/api.md «Compartir sitio»).
 */
export const SHARE_PLACE_QUERY = /* GraphQL */ `
  query SharePlace($idplace: Int) {
    randomPlace(idplace: $idplace) {
      idplace
      name
      slug
      city
      province
      country
      instagram
      published
      category {
        idcategory
        text
      }
      description {
        lang
        text
      }
    }
  }
`;

export interface SharePlaceParams {
  /** A place's id; none for a random published place. */
  idplace?: number;
  signal?: AbortSignal;
}

export interface SharePlaceData {
  idplace: number;
  name: string;
  slug: string;
  city: string;
  province: string;
  country: string;
  instagram: string;
  published: number;
  category: { idcategory: number; text: string }[];
  description: { lang: string; text: string }[];
}

/** Only the variables the query declares. */
export const sharePlaceVariables = ({ idplace }: SharePlaceParams): Record<string, unknown> =>
  typeof idplace === 'number' ? { idplace } : {};

/** The share text's hashtags (docs/api.md «Compartir sitio»): readable by every staff role, unlike allConfig. */
export const SHARE_HASHTAGS_QUERY = /* GraphQL */ `
  query ShareHashtags {
    shareHashtags {
      brand
      categories {
        idcategory
        hashtags
      }
      cities {
        city
        hashtags
      }
    }
  }
`;
