/** Texts of the place editor's step 3, Servicios (part 1 §2, §5), besides its fields' names (resources.places.fields): merged under app.placeServices. */
export const placeServicesMessages = {
  equipment_help: 'Escriba para buscar; solo valores de la lista',
  buy_url_help: 'Añada el parámetro ?t10id= a la URL de la taquilla',
  buy_price_placeholder: 'desde...',
  points: 'Valoración general',
  points_none: 'Sin valoración',
  points_clear: 'Quitar la valoración',
  star: '%{smart_count} estrella |||| %{smart_count} estrellas',
  services: 'Servicios',
  services_none: 'Las categorías elegidas no tienen servicios.',
  services_no_category: 'Elija una categoría en el paso Datos para ver sus servicios.',
  answer: 'Responder: %{question}',
  answer_on: 'Sí',
  answer_off: 'No',
  error: {
    url: '%{field}: la dirección debe empezar por http:// o https://',
  },
};
