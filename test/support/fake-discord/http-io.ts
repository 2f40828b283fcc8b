import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ParsedBody {
  body: unknown;
  files?: string[];
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

// discord.js sends files as multipart with the message JSON in a `payload_json` part; only that part and
// the file names matter to the fake.
function parseMultipart(raw: Buffer, contentType: string): ParsedBody {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) return { body: undefined };
  const parts = raw.toString('latin1').split(`--${boundary}`).slice(1, -1);
  const files: string[] = [];
  let body: unknown;
  for (const part of parts) {
    const [head = '', ...rest] = part.split('\r\n\r\n');
    const content = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename !== undefined) files.push(filename);
    else if (name === 'payload_json') body = parseJson(Buffer.from(content, 'latin1').toString('utf8'));
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
