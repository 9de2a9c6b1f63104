/**
 * Place names: templates per category and region, filled with words of the region. {X} is a place
 * word ("O Faro", "La Marina"), {S} a surname, {N} a first name, {C} the city. Shared by the demo
 * (filled in TypeScript) and the bulk generator (filled in SQL with replace()).
 */
import type { Region } from './cities';
import type { CategoryKey } from './reference-data';

type Templates = Record<Region, string[]>;
const same = (list: string[]): Templates => ({ gl: list, es: list, pt: list });

export const NAME_TEMPLATES: Record<CategoryKey, Templates> = {
  restaurant: {
    gl: ['Restaurante {S}', 'Casa {N}', 'Taberna {X}', 'O Lar de {N}', 'A Cociña de {N}', 'Pulpería {X}', 'Mesón {X}', 'Marisquería {X}'],
    es: ['Restaurante {S}', 'Casa {N}', 'Taberna {X}', 'La Cocina de {N}', 'El Rincón de {N}', 'Asador {X}', 'Mesón {X}', 'Arrocería {X}'],
    pt: ['Restaurante {S}', 'Tasca {X}', 'Casa {N}', 'O Cantinho de {N}', 'Taberna {X}', 'Marisqueira {X}', 'Churrasqueira {X}'],
  },
  cafe: {
    gl: ['Café {C}', 'Bar {X}', 'Cafetaría {X}', 'Café {X}', 'Xeadaría {X}', 'Pastelaría {S}'],
    es: ['Café {C}', 'Bar {X}', 'Cafetería {X}', 'Café del {N}', 'Heladería {X}', 'Pastelería {S}'],
    pt: ['Café {C}', 'Café {X}', 'Pastelaria {X}', 'Cafetaria {S}', 'Gelataria {X}', 'Bar {X}'],
  },
  lodging: {
    gl: ['Hotel {X}', 'Hostal {X}', 'Pazo de {S}', 'Casa rural {X}', 'Albergue {X}', 'Apartamentos {X}', 'Cámping {X}'],
    es: ['Hotel {X}', 'Hostal {X}', 'Pensión {S}', 'Apartamentos {X}', 'Albergue {X}', 'Casa rural {X}', 'Camping {X}'],
    pt: ['Hotel {X}', 'Pousada {X}', 'Hostel {X}', 'Casa de {S}', 'Residencial {X}', 'Parque de Campismo {X}'],
  },
  museum: {
    gl: ['Museo do Mar de {C}', 'Museo de Arte de {C}', 'Casa das Ciencias de {C}', 'Museo Etnográfico {X}', 'Museo do Xoguete {X}'],
    es: [
      'Museo de Ciencias de {C}',
      'Museo de Bellas Artes de {C}',
      'Museo de Historia {X}',
      'Museo del Juguete {X}',
      'Museo Interactivo {X}',
    ],
    pt: ['Museu de Arte {X}', 'Museu da Ciência de {C}', 'Museu do Brinquedo {X}', 'Museu de História de {C}', 'Casa-Museu {S}'],
  },
  shop: {
    gl: ['Libraría {X}', 'Xoguetaría {X}', 'Tenda ecolóxica {X}', 'Panadaría {S}', 'Ultramarinos {S}'],
    es: ['Librería {X}', 'Juguetería {X}', 'Tienda ecológica {X}', 'Panadería sin gluten {S}', 'Herbolario {X}'],
    pt: ['Livraria {X}', 'Loja de Brinquedos {X}', 'Mercearia {S}', 'Padaria {X}', 'Loja Biológica {X}'],
  },
  park: {
    gl: ['Parque de {X}', 'Parque forestal {X}', 'Xardíns de {X}', 'Carballeira de {S}'],
    es: ['Parque de {X}', 'Parque forestal {X}', 'Jardines de {X}', 'Parque fluvial {X}'],
    pt: ['Parque da {X}', 'Jardim da {X}', 'Parque Florestal {X}', 'Mata de {S}'],
  },
  mall: same(['Centro Comercial {X}', 'CC {X}', 'Galerías {X}']),
  school: {
    gl: ['Escola infantil {X}', 'Academia {S}', 'Biblioteca {X}', 'Centro de estudos {X}'],
    es: ['Escuela infantil {X}', 'Academia {S}', 'Biblioteca {X}', 'Colegio {X}'],
    pt: ['Creche {X}', 'Escola {X}', 'Biblioteca {X}', 'Centro de Estudos {S}'],
  },
  amusement: {
    gl: ['Parque de atraccións {X}', 'Parque acuático {X}', 'Aventura {X}', 'Granxa escola {X}'],
    es: ['Parque de atracciones {X}', 'Parque acuático {X}', 'Aventura {X}', 'Granja escuela {X}'],
    pt: ['Parque de Diversões {X}', 'Parque Aquático {X}', 'Aventura {X}', 'Quinta Pedagógica {X}'],
  },
  services: {
    gl: ['Farmacia {S}', 'Centro de saúde {X}', 'Oficina de turismo de {C}', 'Clínica {X}'],
    es: ['Farmacia {S}', 'Centro de salud {X}', 'Oficina de turismo de {C}', 'Clínica {X}'],
    pt: ['Farmácia {S}', 'Centro de Saúde {X}', 'Posto de Turismo de {C}', 'Clínica {X}'],
  },
  playground: {
    gl: ['Parque infantil {X}', 'Área de xogos {X}'],
    es: ['Parque infantil {X}', 'Área de juegos {X}'],
    pt: ['Parque Infantil {X}', 'Espaço de Brincar {X}'],
  },
  beach: same(['Praia de {X}', 'Praia {X}']),
  theatre: {
    gl: ['Teatro {X}', 'Cines {X}', 'Auditorio {X}'],
    es: ['Teatro {X}', 'Cines {X}', 'Auditorio {X}'],
    pt: ['Teatro {X}', 'Cinema {X}', 'Auditório {X}'],
  },
  zoo: {
    gl: ['Aquarium de {C}', 'Zoo de {C}'],
    es: ['Acuario de {C}', 'Zoo de {C}'],
    pt: ['Oceanário de {C}', 'Jardim Zoológico de {C}'],
  },
  sport: {
    gl: ['Polideportivo {X}', 'Piscina municipal {X}', 'Club de pádel {X}'],
    es: ['Polideportivo {X}', 'Piscina municipal {X}', 'Club de pádel {X}'],
    pt: ['Pavilhão {X}', 'Piscina Municipal {X}', 'Clube de Padel {X}'],
  },
};

export const PLACE_WORDS: Record<Region, string[]> = {
  gl: [
    'O Faro',
    'A Mariña',
    'Os Arcos',
    'O Muíño',
    'A Ribeira',
    'O Castro',
    'A Lúa',
    'O Sol',
    'Santa Margarida',
    'A Fonte',
    'Miramar',
    'O Pazo',
    'Bela Vista',
    'A Torre',
    'O Recuncho',
    'As Flores',
    'O Peirao',
    'A Carballeira',
    'Riazor',
    'O Orzán',
  ],
  es: [
    'El Faro',
    'La Marina',
    'San Andrés',
    'La Alameda',
    'El Olivo',
    'Los Arcos',
    'La Estrella',
    'El Puerto',
    'Santa Cruz',
    'Las Flores',
    'El Jardín',
    'La Fuente',
    'El Sol',
    'La Luna',
    'Miramar',
    'Bellavista',
    'El Mirador',
    'La Ribera',
    'San Roque',
    'La Torre',
  ],
  pt: [
    'Ribeira',
    'Bela Vista',
    'Miradouro',
    'Alfama',
    'Jardim',
    'Estrela',
    'Sol Nascente',
    'Boa Nova',
    'Praça Velha',
    'Torre',
    'Oliveira',
    'Fonte Nova',
    'Lua Cheia',
    'Mar Alto',
    'Foz',
    'Castelo',
    'Bairro Alto',
    'Rossio',
  ],
};

export const SURNAMES: Record<Region, string[]> = {
  gl: ['Otero', 'Varela', 'Castro', 'Souto', 'Pereira', 'Rey', 'Vázquez', 'Iglesias', 'Seoane', 'Lema', 'Barreiro', 'Pazos'],
  es: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Moreno', 'Navarro', 'Romero', 'Ortega'],
  pt: ['Silva', 'Santos', 'Ferreira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Gomes', 'Lopes', 'Carvalho', 'Almeida'],
};

export const FIRST_NAMES: Record<Region, string[]> = {
  gl: ['Xoán', 'Uxía', 'Brais', 'Antía', 'Xosé', 'Sabela', 'Iago', 'Maruxa', 'Anxo', 'Rosalía', 'Martiño', 'Iria'],
  es: ['Pepe', 'Lola', 'Carmen', 'Manolo', 'Rosa', 'Paco', 'Lucía', 'Tomás', 'Julia', 'Andrés', 'Elena', 'Javier'],
  pt: ['João', 'Maria', 'Ana', 'Rui', 'Inês', 'Tiago', 'Teresa', 'Miguel', 'Beatriz', 'Pedro', 'Marta', 'Nuno'],
};

export function fillName(template: string, parts: { X: string; S: string; N: string; C: string }): string {
  return template.replace(/\{([XSNC])\}/g, (_, k: 'X' | 'S' | 'N' | 'C') => parts[k]);
}
