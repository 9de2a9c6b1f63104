/**
 * How long a browser keeps the panel's files. Vite names every built script and style under
 * assets/ after a hash of its content, so a name never changes meaning: those are cached for a year
 * and never asked again. index.html (which names them), /config.js and the rest are checked on
 * every load, so a new build is picked up at once.
 */
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file of the build's assets/ folder (root: the panel's folder). */
export const isBuiltAsset = (root: string, filePath: string): boolean => path.relative(root, filePath).split(path.sep)[0] === 'assets';
