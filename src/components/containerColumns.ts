/**
 * Table columns that leave as their container narrows: inside an element with
 * `containerType: 'inline-size'`, each listed column (react-admin cells carry `column-<source>`)
 * shows only from the given container width up. Container, not viewport: the side menu open or
 * closed changes the room a table has at the same screen width.
 */
export type ShownFrom = readonly (readonly [column: string, minWidth: number])[];

/** sx for a DataTable: hides each column below its width. */
export const columnsShownFrom = (shown: ShownFrom) =>
  Object.fromEntries(
    shown.map(([column, px]) => [`@container (max-width: ${px - 0.02}px)`, { [`& .column-${column}`]: { display: 'none' } }]),
  );

/** sx that hides `selector` once the container is at least `px` wide (e.g. a fallback shown only when its column is gone). */
export const hiddenFrom = (selector: string, px: number) => ({
  [`@container (min-width: ${px}px)`]: { [`& ${selector}`]: { display: 'none' } },
});

/** The container itself. */
export const SIZE_CONTAINER = { containerType: 'inline-size' } as const;
