import { defineResource } from '../core/define-resource.ts';
import { es } from '../messages/es.ts';

/** The toggle's body may also carry the comment's own fields; they are ignored. */
export const comments = defineResource({
  module: 'comments',
  permissionModule: 'users',
  apiPath: 'comments',
  route: '/comments',
  label: { singular: 'Comentario', plural: 'Comentarios' },
  menu: 'main',
  inMenu: false,
  fields: {
    comment: { kind: 'textarea', label: 'Comentario', min: 1, max: 2000, search: true },
    createdBy: { kind: 'reference', label: 'Autor', target: 'users', display: ['name', 'lastName', 'thumbnail'], nullLabel: es.userActivity.erasedUser },
    flashcard: { kind: 'reference', label: 'Flashcard', target: 'flashcards', display: ['name', 'number'] },
  },
  columns: ['comment', 'flashcard', 'createdAt', 'active'],
  sortable: ['createdAt', 'updatedAt', 'active'],
  filters: ['createdBy'],
  titleField: 'comment',
  // A comment belongs to its card's GTA.
  gtaField: 'flashcard',
  publicSite: { read: {}, create: 'user' },
  operations: { create: false, update: false, toggle: true, delete: false },
});
