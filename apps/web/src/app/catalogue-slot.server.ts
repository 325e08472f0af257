import type { Messages } from '@lingui/core';
import { CATALOGUE_SLOT, catalogueJson } from './boot';

const slot = Buffer.from(CATALOGUE_SLOT, 'utf8');
const catalogueBytes = new WeakMap<Messages, Buffer>();

/**
 * The page's bytes with the catalogue in its slot (see `CATALOGUE_SLOT`): the page was rendered with the slot in the
 * boot script, and the catalogue's bytes are made once per catalogue object (a locale's, for the process's life).
 * A page without the slot is returned as it is.
 */
export function fillCatalogueSlot(html: string, messages: Messages): Buffer {
  const page = Buffer.from(html, 'utf8');
  const at = slot.length > 0 ? page.indexOf(slot) : -1;
  if (at < 0) return page;
  let catalogue = catalogueBytes.get(messages);
  if (catalogue === undefined) {
    catalogue = Buffer.from(catalogueJson(messages), 'utf8');
    catalogueBytes.set(messages, catalogue);
  }
  return Buffer.concat([page.subarray(0, at), catalogue, page.subarray(at + slot.length)]);
}
