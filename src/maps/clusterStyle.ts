/** What a cluster bubble shows on either provider: a short count and a size by order of magnitude. */
const exact = new Intl.NumberFormat('es-ES');
const compact = new Intl.NumberFormat('es-ES', { notation: 'compact', maximumFractionDigits: 1 });

/** '7', '950', '12 mil', '1,2 M': short enough for the bubble (its title has the exact count). */
export const clusterText = (count: number) => (count < 10_000 ? exact.format(count) : compact.format(count));

/** Bubble diameter in pixels. */
export const clusterSize = (count: number) => (count < 10 ? 32 : count < 100 ? 38 : count < 1000 ? 44 : 52);
