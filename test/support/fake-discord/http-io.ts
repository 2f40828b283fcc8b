import type { IncomingMessage, ServerResponse } from 'node:http';

/** One file part of a multipart upload (`files[n]`), with its bytes. */
export interface UploadedFile {
  /** The form field: `files[0]`, `files[1]`, … */
  field: string;
  filename: string;
  contentType: string | undefined;
  data: Buffer;
}

export interface ParsedBody {
  body: unknown;
  files?: UploadedFile[];
}

export async function readBody(req: IncomingMessage): Promise<ParsedBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return { body: undefined };
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) return parseMultipart(raw, type);
  return { body: parseJson(raw.toString('utf8')) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// discord.js sends files as multipart with the message JSON in a `payload_json` part and each file in a
// `files[n]` part. Parts are split on the raw bytes (latin1 maps each byte to one character and back),
// so a file's bytes come out exactly as sent.
function parseMultipart(raw: Buffer, contentType: string): ParsedBody {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) return { body: undefined };
  const parts = raw.toString('latin1').split(`--${boundary}`).slice(1, -1);
  const files: UploadedFile[] = [];
  let body: unknown;
  for (const part of parts) {
    const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    const content = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename !== undefined) {
      files.push({
        field: name ?? '',
        filename,
        contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim(),
        data: Buffer.from(content, 'latin1'),
      });
    } else if (name === 'payload_json') body = parseJson(Buffer.from(content, 'latin1').toString('utf8'));
  }
  return { body, files };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  // @discordjs/rest parses a body as JSON only when the content type says so.
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}
