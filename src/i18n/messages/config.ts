/** Texts of the site configuration screen (part 2 §2 «Config screen», §8): merged under app.config. */
export const configMessages = {
  global_message: 'Mensaje global',
  global_message_help: 'Se muestra en la web pública, en el idioma de cada visitante',
  featured: 'Destacados de la portada',
  featured_help: 'Id o slug del sitio',
  share: 'Hashtags para compartir',
  share_help:
    'El texto de «Compartir sitio» empieza por el hashtag de marca y añade los hashtags de las categorías del sitio y los de su ciudad. Escriba los hashtags separados por espacios.',
  hashtags_help: 'Por ejemplo: #SinGluten #Celíacos',
  save: 'Guardar',
  // part 2 §8
  saving: 'Guardando configuración',
  saved: 'Datos guardados correctamente',
  save_failed: 'Error al guardar',
};
