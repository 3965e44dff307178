import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { register, RegisteredUser, STRONG_PASSWORD, TestApp, uniqueEmail } from './test-app';

export interface FormFile {
  name: string;
  type?: string;
  data: Buffer;
  field?: string;
}

/** A multipart/form-data body (fields first, then files) and its content type. */
export function multipart(
  fields: Record<string, string>,
  files: FormFile[] = [],
): { raw: Buffer; headers: Record<string, string> } {
  const boundary = `----chat${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'attachments'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    raw: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 201, g: 162, b: 39 } },
  })
    .png()
    .toBuffer();
}

/** The start of a .docx: a ZIP whose first entries are [Content_Types].xml and word/… */
export function fakeDocx(): Buffer {
  const entry = (name: string) =>
    Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(22),
      Buffer.from([name.length, 0, 0, 0]),
      Buffer.from(name),
      Buffer.from('<xml/>'),
    ]);
  return Buffer.concat([entry('[Content_Types].xml'), entry('word/document.xml')]);
}

export async function sendChat(
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  files: FormFile[] = [],
  url = '/api/chat/messages',
) {
  const body = multipart(fields, files);
  return t.call('POST', url, { token, raw: body.raw, headers: body.headers });
}

/** An expert: registered, then promoted by the admin of ADMIN_EMAIL/ADMIN_PASSWORD. */
export async function makeExpert(
  t: TestApp,
  adminToken: string,
  firstName = 'Edith',
): Promise<RegisteredUser> {
  const expert = await register(t, { firstName });
  const res = await t.call('PATCH', `/api/staff/users/${expert.id}/role`, {
    token: adminToken,
    body: { role: 'expert' },
  });
  if (res.status !== 200) throw new Error(`promote failed: ${res.status} ${res.text}`);
  return expert;
}

export const ADMIN_PASSWORD = STRONG_PASSWORD;

export async function bootAdmin(t: TestApp, email: string): Promise<{ token: string; id: string }> {
  const res = await t.call('POST', '/api/auth/login', {
    body: { email, password: ADMIN_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`);
  return { token: res.body.token, id: res.body.user.id };
}

export const adminEmail = () => uniqueEmail('admin');
