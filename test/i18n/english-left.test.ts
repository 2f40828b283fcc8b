import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '../../src/i18n/catalogue.js';
import { ROOT } from '../support/docs.js';

/**
 * No English sentence left in code that speaks to people: every text a member, an admin or a
 * player reads comes from the catalogue (src/i18n/locales). This scans the files where such text
 * lives with the TypeScript parser for string and template literals that read like English prose,
 * skipping what is English on purpose (logs, internal errors, command definitions, keys, ids).
 */

/** How a template's `${…}` is shown in a finding. */
const PLACEHOLDER = '$' + '{…}';

/**
 * Files still being translated, each by the area that will translate it: the test passes while
 * they keep English, and fails once one has none left, so the list only shrinks. Remove a file
 * from here when its area is merged. `SHOW_PENDING=1 npx vitest run test/i18n/english-left.test.ts`
 * lists what they still say.
 */
const PENDING: readonly string[] = [];

/** English on purpose, each with why: the exact text, in the file it is in. */
const ALLOWED: ReadonlyArray<{ file: string; text: string; reason: string }> = [
  {
    file: 'src/discord/bot.ts',
    text: 'not connected',
    reason: "a value of /healthz's discord check, read by the operator's monitoring",
  },
  {
    file: 'src/discord/bot.ts',
    text: 'no shard here',
    reason:
      "a value of /healthz's discord check (leased shards left this instance none), read by the operator's monitoring",
  },
  {
    file: 'src/discord/departures.ts',
    text: `import(${PLACEHOLDER}).then((m) => { m.register(); return import(${PLACEHOLDER}); })`,
    reason: 'code: what the departure thread runs under tsx (tests), not text for people',
  },
  {
    file: 'src/discord/request-line.ts',
    text: 'withdrawn before this attempt',
    reason: 'the message of an internal error (RequestWithdrawn), for logs',
  },
  {
    file: 'src/pipeline/5-send/prepare-message.ts',
    text: 'event no longer stored',
    reason: 'why an outbox row was parked: stored for the operator, who reads the database and logs',
  },
  {
    file: 'src/statuspage/routes.ts',
    text: '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Not found</title></head><body><main><h1>Not found</h1><p>There is no status page at this address.</p></main></body></html>',
    reason:
      'the same bytes for every unknown or withdrawn slug, before any guild (and so any language) is known: a difference would tell slugs apart',
  },
  {
    file: 'src/statuspage/routes.ts',
    text: '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Unavailable</title></head><body><main><h1>Unavailable</h1><p>This status page cannot be shown right now. Try again in a minute.</p></main></body></html>',
    reason: "answered when the page (or the guild's language) cannot be read from the database",
  },
  {
    file: 'src/statuspage/routes.ts',
    text: 'Too many requests from this address: try again in a minute.',
    reason: 'the per-address limit answers before any slug is looked up, so no guild language is known',
  },
  {
    file: 'src/statuspage/routes.ts',
    text: 'looking up a status page failed',
    reason: 'a log message, passed to the logger through unavailable()',
  },
  {
    file: 'src/statuspage/routes.ts',
    text: 'a status page could not be made',
    reason: 'a log message, passed to the logger through unavailable()',
  },
  {
    file: 'src/statuspage/routes.ts',
    text: 'from memory',
    reason: "a Server-Timing description, read by the operator's tools",
  },
  {
    file: 'src/discord/trust.ts',
    text: 'the bot is public and ALLOWED_GUILD_IDS is unset: anyone can add it to their Discord server',
    reason: 'logged at start for the operator (the doctor says it to members from its own keys)',
  },
  {
    file: 'src/discord/trust.ts',
    text: 'they reach no game server without proving control of it or a share code',
    reason: 'a field of the start log line, for the operator',
  },
  {
    file: 'src/discord/trust.ts',
    text: 'turn off "Public Bot" in the Discord Developer Portal (Bot page), or set ALLOWED_GUILD_IDS to the Discord servers you serve',
    reason: 'a field of the start log line, for the operator',
  },
  {
    file: 'src/schedule/plans.ts',
    text: `cancelled by ${PLACEHOLDER}`,
    reason:
      "a restart run's stored outcome, for the operator (database, audit); members are told from the catalogue",
  },
  {
    file: 'src/schedule/plans.ts',
    text: `schedule removed by ${PLACEHOLDER}`,
    reason:
      "a restart run's stored outcome, for the operator (database, audit); members are told from the catalogue",
  },
  {
    file: 'src/schedule/restart-step.ts',
    text: 'hostcord was offline',
    reason: "a restart run's stored outcome, for the operator; the channel notice says it from the catalogue",
  },
  {
    file: 'src/schedule/scheduler.ts',
    text: 'the server is no longer linked in this Discord server',
    reason: "a restart run's stored outcome, for the operator (the run is cancelled, nothing is posted)",
  },
];

/** Where text for people lives. */
const SCANNED = [
  'commands',
  'src/discord',
  'src/text',
  'src/pipeline/5-send',
  'src/watch/render',
  'src/schedule',
  'src/statuspage',
  'src/doctor',
  'src/hosting/describe-error.ts',
  'src/hosting/describe-state.ts',
  'src/hosting/validate.ts',
];

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (full.endsWith('.ts')) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `${path}/${f.replaceAll('\\', '/')}`)
    .sort();
}

/** Reads like English prose: two words of letters with a space between, or a capitalised word and a space. */
const PROSE = /[A-Za-z]{2,}[ \u00a0]+[A-Za-z]{2,}|\b[A-Z][a-z]+ /;

/** Logger methods: what is logged stays English. */
const LOG_CALL = /(^|[.\s])(log|logger|console|childLog)\.(trace|debug|info|warn|error|fatal|child)$/i;
/** Builders whose English is a command definition, localized at registration (src/i18n/commands.ts). */
const DEFINITIONS = new Set(['setName', 'setDescription', 'addChoices', 'setNameLocalizations']);
/**
 * The English of every command, option and choice: each language translates it in its
 * `commands.json`, keyed by that English text, wherever the definition is written.
 */
const DEFINED = new Set(Object.values(TRANSLATIONS).flatMap((l) => Object.keys(l.commands.texts)));

function calleeText(node: ts.CallExpression | ts.NewExpression, source: ts.SourceFile): string {
  return node.expression.getText(source);
}

/** Whether the literal is somewhere English is meant to be (a log, an internal error, a key …). */
function exempt(node: ts.Node, source: ts.SourceFile): boolean {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const parent = at.parent;
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent))
      return true;
    if (ts.isPropertyAssignment(parent) && parent.name === at) return true;
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === at) return true;
    if (
      ts.isBinaryExpression(parent) &&
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
        parent.operatorToken.kind,
      )
    )
      return true;
    if (ts.isCaseClause(parent) && parent.expression === at) return true;
    if (ts.isTaggedTemplateExpression(parent)) return true;
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      const callee = calleeText(parent, source);
      const method = callee.split('.').pop() ?? '';
      if (parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
      if (LOG_CALL.test(callee)) return true;
      if (ts.isNewExpression(parent) && /Error$/.test(callee) && callee !== 'UserError') return true;
      if (callee === 'super' && /Error\b/.test(enclosingClassBase(parent) ?? '')) return true;
      if (callee === 'RegExp' || DEFINITIONS.has(method)) return true;
      if ((callee === 't' || callee === 'text') && parent.arguments?.[0] === at) return true;
    }
  }
  return false;
}

/** What the class around a node extends (`Error`, `HostingApiError`), if anything. */
function enclosingClassBase(node: ts.Node): string | undefined {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isClassDeclaration(at) || ts.isClassExpression(at))
      return at.heritageClauses?.flatMap((h) => h.types.map((t) => t.expression.getText())).join(' ');
  }
  return undefined;
}

interface Found {
  file: string;
  line: number;
  text: string;
}

/** A literal's text, its pieces apart (a template's `${…}` end one piece and begin the next). */
function literalPieces(node: ts.Node): string[] | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
  return undefined;
}

/**
 * A slash command by its path (`/board create`), maybe with options (`/link server:${…} code:${…}`):
 * `t` shows it by its names in the reader's language.
 */
const COMMAND = /^\/[\w-]+(?: [\w-]+){0,2}(?: [\w-]+:(?:\{\}|[\w-]+))*$/;

/** CSS rules or a script (the status page's): a block with declarations or statements. */
const CODE = /\{[^{}]*[:;][^{}]*\}/;

/**
 * The words of a piece without HTML (the status page): tags, also a tag a placeholder cuts
 * (`<html lang="${…}">`), are markup, not prose.
 */
function wordsOf(piece: string): string {
  return piece
    .replace(/<[^<>]*>/g, ' ')
    .replace(/<[a-z!/][^<>]*$/i, ' ')
    .replace(/^[^<>]*"[^<>]*>/, ' ');
}

function readsEnglish(pieces: string[]): boolean {
  const whole = pieces.join('{}');
  if (DEFINED.has(whole) || CODE.test(whole) || COMMAND.test(whole)) return false;
  return PROSE.test(pieces.map(wordsOf).join(' {} '));
}

function englishIn(file: string): Found[] {
  const code = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const visit = (node: ts.Node): void => {
    const pieces = literalPieces(node);
    if (pieces !== undefined) {
      if (readsEnglish(pieces) && !exempt(node, source)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ file, line, text: pieces.join(PLACEHOLDER) });
      }
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isAllowed = (f: Found) => ALLOWED.some((a) => a.file === f.file && a.text === f.text);

describe('no English left outside the catalogue', () => {
  const files = SCANNED.flatMap(filesUnder);
  const everything = files.flatMap(englishIn);
  const found = everything.filter((f) => !isAllowed(f));

  it('every scanned file outside PENDING speaks only through the catalogue', () => {
    const left = found
      .filter((f) => process.env.SHOW_PENDING !== undefined || !PENDING.includes(f.file))
      .map((f) => `${f.file}:${f.line}: ${JSON.stringify(f.text)}`);
    expect(left).toEqual([]);
  });

  it('PENDING names only files that still have English (the list only shrinks)', () => {
    const done = PENDING.filter((file) => !found.some((f) => f.file === file));
    expect(done, 'translated: remove from PENDING').toEqual([]);
    const unknown = PENDING.filter((file) => !files.includes(file));
    expect(unknown, 'not a scanned file').toEqual([]);
  });

  it('every allowed text is still there, each with a reason', () => {
    for (const { file, text, reason } of ALLOWED) {
      expect(reason.length, `${file}: ${text}`).toBeGreaterThan(10);
      expect(
        everything.some((f) => f.file === file && f.text === text),
        `${file} no longer has ${text}`,
      ).toBe(true);
    }
  });
});
