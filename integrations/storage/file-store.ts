/**
 * Where uploaded documents (referral attachments) are kept. Keys are opaque; the bytes in are the bytes out.
 * The one implementation encrypts on the local disk (encrypted-file-store.ts); a cloud bucket would be
 * another implementation of the same methods.
 */
export interface FileStore {
  /** Stores the bytes and returns the key to read them back. */
  put(bytes: Uint8Array): Promise<string>;
  /** The stored bytes; throws when the key is unknown or the stored file was altered. */
  get(key: string): Promise<Uint8Array>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Moves the file out of the store's listing into a quarantine kept beside it, from where a person can
   * put it back: for files nothing seems to refer to, which may yet be a restored database's.
   */
  quarantine(key: string): Promise<void>;
  /** Every stored file's key and when it was written, to find files nothing refers to. */
  list(): Promise<StoredFile[]>;
}

export interface StoredFile {
  key: string;
  writtenAt: Date;
}
