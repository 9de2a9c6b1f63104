/**
 * After the load: every acknowledged write is there, and nothing is there half. Read through the
 * API (the embedded database cannot be opened while the server holds it), in pages.
 * - entries: every acknowledged one has its four languages, all with the text of an allowed attempt;
 * - places: every acknowledged one exists; its name and its four descriptions carry the SAME
 *   revision (an edit applied whole), one the ledger allows; 2 categories, 1 video, at least 5
 *   photos, every acknowledged upload among them; its state one the ledger allows.
 */
import type { ApiClient } from './api';
import type { Ledger } from './ledger';

export interface Verification {
  equipmentChecked: number;
  placesChecked: number;
  uploadsChecked: number;
  problems: string[];
}

interface PlaceRead {
  name: string;
  published: number;
  description: { lang: string; text: string }[];
  category: { idcategory: number }[];
  photos: { idmedia: number }[];
  videos: { idmedia: number }[];
}

const PLACE = `query($id: Int!) { place(idplace: $id) { name published description { lang text } category { idcategory } photos { idmedia } videos { idmedia } } }`;

async function verifyEquipment(api: ApiClient, ledger: Ledger, problems: string[]): Promise<void> {
  const answer = await api.gql<{ allEquipment: { idequipment: number; lang: string; text: string }[] }>(
    '{ allEquipment(lang: "all") { idequipment lang text } }',
  );
  if (!answer.data) throw new Error(`allEquipment falló: ${answer.status} ${answer.code}`);
  const rows = new Map<number, { lang: string; text: string }[]>();
  for (const r of answer.data.allEquipment) rows.set(r.idequipment, [...(rows.get(r.idequipment) ?? []), r]);
  for (const id of ledger.equipment) {
    const langs = rows.get(id) ?? [];
    const allowed = ledger.allowed(`equipment:${id}`) ?? [];
    if (langs.length !== 4) problems.push(`equipamiento ${id}: ${langs.length} idiomas en vez de 4`);
    else if (new Set(langs.map((l) => l.text)).size !== 1 || !allowed.includes(langs[0].text))
      problems.push(
        `equipamiento ${id}: textos ${JSON.stringify(langs.map((l) => l.text))}, se esperaba uno de ${JSON.stringify(allowed)}`,
      );
  }
}

function checkPlace(id: number, place: PlaceRead | null, ledger: Ledger, problems: string[]): void {
  if (!place) {
    problems.push(`sitio ${id}: no existe`);
    return;
  }
  const names = ledger.allowed(`place:${id}`) ?? [];
  if (!names.includes(place.name)) problems.push(`sitio ${id}: nombre «${place.name}», se esperaba uno de ${JSON.stringify(names)}`);
  const described = place.description.filter((d) => d.text.startsWith(`${place.name} (`));
  if (place.description.length !== 4 || described.length !== 4)
    problems.push(`sitio ${id}: ${described.length} de ${place.description.length} descripciones de la revisión «${place.name}»`);
  const states = ledger.allowed(`status:${id}`) ?? [];
  if (!states.includes(place.published))
    problems.push(`sitio ${id}: estado ${place.published}, se esperaba uno de ${JSON.stringify(states)}`);
  if (place.category.length !== 2 || place.videos.length !== 1 || place.photos.length < 5)
    problems.push(`sitio ${id}: ${place.category.length} categorías, ${place.videos.length} vídeos, ${place.photos.length} fotos`);
  const photos = new Set(place.photos.map((p) => p.idmedia));
  for (const [idmedia, idplace] of ledger.uploads)
    if (idplace === id && !photos.has(idmedia)) problems.push(`sitio ${id}: falta la foto subida ${idmedia}`);
}

export async function verifyLedger(api: ApiClient, ledger: Ledger): Promise<Verification> {
  const problems: string[] = [];
  await verifyEquipment(api, ledger, problems);
  const ids = [...ledger.places];
  for (let i = 0; i < ids.length; i += 10) {
    await Promise.all(
      ids.slice(i, i + 10).map(async (id) => {
        const answer = await api.gql<{ place: PlaceRead | null }>(PLACE, { id });
        if (answer.status !== 200 || answer.code) problems.push(`sitio ${id}: la lectura falló (${answer.status} ${answer.code})`);
        else checkPlace(id, answer.data!.place, ledger, problems);
      }),
    );
  }
  return { equipmentChecked: ledger.equipment.size, placesChecked: ids.length, uploadsChecked: ledger.uploads.size, problems };
}
