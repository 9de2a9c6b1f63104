/** Texts of the places map (part 1 §2 "Places map"). */
export const placesMapMessages = {
  total: 'Total: %{count} sitio |||| Total: %{count} sitios',
  located: '%{count} con coordenadas',
  cluster: '%{count} sitio: pulse para acercar |||| %{count} sitios: pulse para acercar',
  zoom_to_place: 'Acercar al sitio',
};
