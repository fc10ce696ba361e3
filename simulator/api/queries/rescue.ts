import { defineQueries } from '../db/queries';

export type RescueRow = {
  id: number;
  user_id: number | null;
  name: string;
  phone: string;
  company_name: string | null;
  credit_code: string | null;
  region: string;
  question: string;
  images: string;
  status: number;
  client_key: string | null;
  created_at: number;
};
export type RescueInsert = {
  userId: number;
  name: string;
  phone: string;
  companyName: string;
  creditCode: string;
  region: string;
  question: string;
  images: string;
  clientKey: string | null;
  now: number;
};

/** The rescue-area consultation: its areas and the requests. */
export const rescueQueries = defineQueries((db) => {
  const regions = db.prepare<[], { name: string; disaster: string }>(
    'SELECT name, disaster FROM rescue_regions ORDER BY id',
  );
  const region = db.prepare<[string], { name: string }>(
    'SELECT name FROM rescue_regions WHERE name = ?',
  );
  const byId = db.prepare<[number, number], RescueRow>(
    'SELECT * FROM rescue_applications WHERE id = ? AND user_id = ?',
  );
  const byKey = db.prepare<[number, string], RescueRow>(
    'SELECT * FROM rescue_applications WHERE user_id = ? AND client_key = ?',
  );
  const openOfUser = db.prepare<[number], RescueRow>(
    'SELECT * FROM rescue_applications WHERE user_id = ? AND status < 2 ORDER BY created_at DESC, id DESC LIMIT 1',
  );
  const openOfCode = db.prepare<[string], RescueRow>(
    'SELECT * FROM rescue_applications WHERE credit_code = ? AND status < 2 ORDER BY id LIMIT 1',
  );
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM rescue_applications');
  const upload = db.prepare<[number], { id: number }>('SELECT id FROM uploads WHERE id = ?');
  const insert = db.prepare(
    'INSERT INTO rescue_applications (user_id, name, phone, company_name, credit_code, region, question, images, client_key, created_at) VALUES (@userId, @name, @phone, @companyName, @creditCode, @region, @question, @images, @clientKey, @now)',
  );

  return {
    regions: () => regions.all(),
    isRegion: (name: string) => region.get(name) !== undefined,
    mine: (id: number, userId: number) => byId.get(id, userId),
    byClientKey: (userId: number, key: string) => byKey.get(userId, key),
    openOfUser: (userId: number) => openOfUser.get(userId),
    openOfCreditCode: (code: string) => openOfCode.get(code),
    acceptedCount: () => count.get()?.n ?? 0,
    uploadExists: (id: number) => upload.get(id) !== undefined,
    /** Stores a request; answers its id. */
    insert: (row: RescueInsert) => Number(insert.run(row).lastInsertRowid),
  };
});
