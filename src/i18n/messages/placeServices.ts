/** Texts of the place editor's step 3, Servicios (part 1 §2, §5): merged under app.placeServices. */
export const placeServicesMessages = {
  equipment: 'Equipamiento',
  equipment_help: 'Escriba para buscar; solo valores de la lista',
  buy_url: 'URL de la taquilla',
  buy_url_help: 'Añada el parámetro ?t10id= a la URL de la taquilla',
  buy_price: 'Precio de la entrada',
  buy_price_placeholder: 'desde...',
  buy_img: 'Imagen de la entrada (URL)',
  points: 'Valoración general',
  points_none: 'Sin valoración',
  points_clear: 'Quitar la valoración',
  star: '%{smart_count} estrella |||| %{smart_count} estrellas',
  allergies: 'Alergias e intolerancias',
  services: 'Servicios',
  services_none: 'Las categorías elegidas no tienen servicios.',
  services_no_category: 'Elija una categoría en el paso Datos para ver sus servicios.',
  answer: 'Responder: %{question}',
  answer_off: 'No',
  notes: 'Notas internas',
  error: {
    url: '%{field}: la dirección debe empezar por http:// o https://',
  },
};
