/** The Google maps service of the place editor (see ./googleService). */
export { createGoogleService } from './googleService';
