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

/**
 * The fields and step are also written at once, synchronously, to localStorage: a page left or
 * reloaded right after a choice cannot wait for IndexedDB to open (the write was lost with the
 * page), so the latest choice is there even then. IndexedDB keeps the photos.
 */
const VALUES_KEY = 'lv-valuation-draft';

interface StoredValues {
  values: ValuationWizardValues;
  step: ValuationWizardStep;
  savedAt: string;
}

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Writes the fields and step now (synchronously): the latest choice survives leaving the page. */
export function saveDraftValues(values: ValuationWizardValues, step: ValuationWizardStep): void {
  try {
    const record: StoredValues = { values, step, savedAt: new Date().toISOString() };
    localStore()?.setItem(VALUES_KEY, JSON.stringify(record));
  } catch {
    // A full store: IndexedDB still keeps the draft a moment later.
  }
}

function loadDraftValues(): StoredValues | null {
  try {
    const raw = localStore()?.getItem(VALUES_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredValues>) : null;
    if (!parsed?.values || typeof parsed.savedAt !== 'string') return null;
    return { values: parsed.values, step: parsed.step === 1 ? 1 : 0, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

/**
 * The Idempotency-Key of the draft's submission (ADR 016): made at its first try and kept, in
 * localStorage too, until the request is stored or the draft discarded (`clearDraft`), so a
 * "Try again", even after a reload, sends the same key and the server stores one request.
 */
const SUBMISSION_KEY = 'lv-valuation-submission-key';

export function draftSubmissionKey(make: () => string): string {
  try {
    const kept = localStore()?.getItem(SUBMISSION_KEY);
    if (kept) return kept;
  } catch {
    // Not readable: a key for this page's life.
  }
  const key = make();
  try {
    localStore()?.setItem(SUBMISSION_KEY, key);
  } catch {
    // Not writable: the page keeps it (useValuationFlow).
  }
  return key;
}

/** The kept draft: the newer of the fields written at once and IndexedDB's, with its photos. */
export async function loadDraft(): Promise<ValuationDraft | null> {
  // Read before waiting: what the page writes from now on is newer than the kept draft.
  const latest = loadDraftValues();
  const kept = await loadStoredDraft();
  if (!latest) return kept;
  if (kept && kept.savedAt >= latest.savedAt) return kept;
  return { ...latest, photos: kept?.photos ?? [] };
}

async function loadStoredDraft(): Promise<ValuationDraft | null> {
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
  try {
    localStore()?.removeItem(VALUES_KEY);
    localStore()?.removeItem(SUBMISSION_KEY);
  } catch {
    // Nothing to clear.
  }
  if (!available()) return;
  try {
    await withStore('readwrite', (store) => store.delete(KEY));
  } catch {
    // Nothing to clear.
  }
}
