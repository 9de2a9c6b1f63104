/**
 * The files the save flow uploads after create / update, in the spec's order (part 1 §4: PDFs,
 * photos, 360º views), with their upload `type` and names: the data provider's list, which the
 * save flow also uses to show each file's progress.
 */
export { pendingUploadsOf, type PendingUpload } from '../../../../dataProvider/placeMedia';
