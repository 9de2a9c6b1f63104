/** Files uploaded after their record is saved (places, events): the toasts of part 2 §8 and each file's progress; under app.uploads. */
export const uploadsMessages = {
  toast: {
    uploading: { pdf: 'Subiendo PDFs', foto: 'Subiendo fotos', view360: 'Subiendo vistas 360º' },
    uploaded: { pdf: 'PDFs subidos correctamente', foto: 'Fotos subidas correctamente', view360: 'Vistas 360º subidas correctamente' },
    upload_failed: { pdf: 'Error subiendo PDFs', foto: 'Error subiendo fotos', view360: 'Error subiendo vistas 360º' },
  },
  progress: {
    title: 'Archivos subidos: %{done} de %{total}',
    bar: 'Progreso de la subida de archivos',
    waiting: 'En espera',
    working: 'Subiendo…',
    ok: 'Subido',
    error: 'No se ha subido: %{reason}',
  },
};
