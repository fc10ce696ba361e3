import { defineQueries } from '../db/queries';

/** An uploaded file as it is stored. */
export type UploadInput = { name: string; mime: string; data: Buffer };

/** Uploaded pictures (/files/<id>). */
export const uploadQueries = defineQueries((db) => {
  const insert = db.prepare<[number | null, string, string, number, Buffer, number]>(
    'INSERT INTO uploads (user_id, name, mime, size, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const same = db.prepare<[number | null, string, number, Buffer], { id: number }>(
    'SELECT id FROM uploads WHERE user_id IS ? AND mime = ? AND size = ? AND data = ? LIMIT 1',
  );
  const file = db.prepare<[number], { mime: string; data: Buffer }>(
    'SELECT mime, data FROM uploads WHERE id = ?',
  );
  const exists = db.prepare<[number], { id: number }>('SELECT id FROM uploads WHERE id = ?');
  return {
    /**
     * Stores the files, in one transaction, and answers their ids. The same picture sent again by
     * the same uploader (a retry, a double tap) is the file it already is.
     */
    save: db.transaction((userId: number | null, files: UploadInput[], now: number): number[] =>
      files.map(
        (f) =>
          same.get(userId, f.mime, f.data.length, f.data)?.id ??
          Number(insert.run(userId, f.name, f.mime, f.data.length, f.data, now).lastInsertRowid),
      ),
    ),
    file: (id: number) => file.get(id),
    exists: (id: number) => exists.get(id) !== undefined,
  };
});
