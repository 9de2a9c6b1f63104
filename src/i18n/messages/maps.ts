/** Texts of the map providers (src/maps), shared by every screen with a map. */
export const mapsMessages = {
  loading: 'Cargando...',
  zoom_in: 'Acercar',
  zoom_out: 'Alejar',
  google_failed: 'No se ha podido cargar el mapa de Google',
};
