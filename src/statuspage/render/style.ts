import { createHash } from 'node:crypto';

/**
 * The page's only style sheet, inline: no request leaves for it, and the Content-Security-Policy
 * allows exactly this text by its hash (STYLE_HASH), nothing else. Colours meet WCAG AA contrast
 * for text in both schemes; each bar colour also has its words (legend, the bar's label, each
 * day's title).
 */
export const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#57606a;--card:#f6f8fa;--line:#d0d7de;
--up:#1a7f37;--down:#cf222e;--mid:#9a6700;--a:#2da44e;--b:#8fd19e;--c:#e3b341;--d:#cf222e;--n:#c6cdd5}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--card:#161b22;
--line:#30363d;--up:#3fb950;--down:#ff7b72;--mid:#d29922;--a:#3fb950;--b:#2b6a3a;--c:#bb8009;--d:#f85149;--n:#484f58}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header,main,footer{max-width:60rem;margin:0 auto;padding:0 1rem}
h1{font-size:1.5rem;margin:1.5rem 0 .25rem}
h2{font-size:1.125rem;margin:0;overflow-wrap:anywhere}
h3{font-size:1rem;margin:.75rem 0 .25rem}
p{margin:.25rem 0}
ul{margin:.25rem 0;padding-left:1.25rem}
.muted,footer{color:var(--muted)}
.server{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1rem;margin:1rem 0}
.state{font-weight:600}
.s-up{color:var(--up)}.s-down{color:var(--down)}.s-starting,.s-stopping{color:var(--mid)}.s-unknown{color:var(--muted)}
.names{overflow-wrap:anywhere}
.bar{position:relative;display:flex;gap:1px;height:2.25rem;margin:.75rem 0 .25rem}
.bar i{flex:1;min-width:0;border-radius:1px;background:var(--n)}
.bar i:focus{outline:2px solid var(--fg);outline-offset:1px}
.bar i:hover::after,.bar i:focus::after{content:attr(title);position:absolute;left:0;top:100%;margin-top:.25rem;
padding:.25rem .5rem;border-radius:.25rem;background:var(--fg);color:var(--bg);font-size:.875rem;white-space:nowrap;z-index:1}
.bar .a,.key .a{background:var(--a)}.bar .b,.key .b{background:var(--b)}.bar .c,.key .c{background:var(--c)}
.bar .d,.key .d{background:var(--d)}.bar .n,.key .n{background:var(--n)}
.axis{display:flex;justify-content:space-between;font-size:.875rem;color:var(--muted)}
.figures{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;margin:.5rem 0 0}
.figures div{display:flex;gap:.5rem}.figures dt{color:var(--muted)}.figures dd{margin:0;font-weight:600}
.key{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.key i{display:inline-block;width:.75rem;height:.75rem;border-radius:2px;margin-right:.375rem;vertical-align:-.05rem}
footer{padding-bottom:2rem;font-size:.875rem}
@media (max-width:30rem){.bar{gap:0}.server{padding:.75rem}}
`
  .trim()
  .replace(/\n/g, '');

/** For `style-src`: the browser hashes the text between <style> and </style> exactly. */
export const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
