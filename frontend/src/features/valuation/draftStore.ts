import type { ValuationWizardStep, ValuationWizardValues } from '@valuation/design-system';

/**
 * The wizard's draft kept in IndexedDB until it is submitted or discarded (docs/product.md §2.8):
 * every field, the step, and the photos as Blobs (IndexedDB stores Blobs as they are). One record
 * under one key; a small hand-written wrapper, no package. Where IndexedDB is missing (private
 * modes of old browsers, the prerender, tests) every call resolves to nothing and nothing is kept.
 */
export interface ValuationDraft {
  values: ValuationWizardValues;
  step: ValuationWizardStep;
  photos: File[];
  savedAt: string;
}

interface StoredPhoto {
  name: string;
  type: string;
  lastModified: number;
  blob: Blob;
}

interface StoredDraft extends Omit<ValuationDraft, 'photos'> {
  photos: StoredPhoto[];
}

const DB_NAME = 'luxe-valuations';
const DB_VERSION = 1;
const STORE = 'drafts';
const KEY = 'valuation';

function available(): boolean {
  return typeof indexedDB !== 'undefined' && indexedDB !== null;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? request.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('aborted'));
    });
  } finally {
    db.close();
  }
}

export async function loadDraft(): Promise<ValuationDraft | null> {
  if (!available()) return null;
  try {
    const stored = (await withStore('readonly', (store) => store.get(KEY))) as
      StoredDraft | undefined;
    if (!stored?.values) return null;
    return {
      ...stored,
      photos: (stored.photos ?? []).map(
        (photo) =>
          new File([photo.blob], photo.name, {
            type: photo.type,
            lastModified: photo.lastModified,
          }),
      ),
    };
  } catch {
    return null;
  }
}

export async function saveDraft(draft: Omit<ValuationDraft, 'savedAt'>): Promise<void> {
  if (!available()) return;
  const stored: StoredDraft = {
    values: draft.values,
    step: draft.step,
    savedAt: new Date().toISOString(),
    photos: draft.photos.map((photo) => ({
      name: photo.name,
      type: photo.type,
      lastModified: photo.lastModified,
      blob: photo,
    })),
  };
  try {
    await withStore('readwrite', (store) => store.put(stored, KEY));
  } catch {
    // A full or blocked store: the draft is simply not kept.
  }
}

export async function clearDraft(): Promise<void> {
  if (!available()) return;
  try {
    await withStore('readwrite', (store) => store.delete(KEY));
  } catch {
    // Nothing to clear.
  }
}
