/**
 * What Lighthouse measures on this machine when the site's scripts are not the cause, to read the
 * site's own figures against: the bench pages served without their loader (the document alone:
 * HTML, CSS, fonts and the inline colour-scheme script, which is what a reader sees until the
 * first paint), and a page of one heading and one paragraph.
 *
 * Lighthouse's simulated TBT charges the browser's own tasks too: it replays the trace's main
 * thread at 4× (2× for tasks that lay out), and only the first parse, layout and paint tasks
 * count towards the first paint. The parsing, style, layout and paint of the rest of the
 * document land after it and count as blocking when a task exceeds 12.5 ms (25 ms with layout)
 * on this machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../../deploy/static-server.mjs';
import { withoutLoader } from '../../shared/app-scripts.mjs';

export const ONE_PARAGRAPH_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>One paragraph</title>
<meta name="description" content="A page of one heading and one paragraph, the bench's floor.">
</head>
<body><main><h1>One paragraph</h1><p>This page has one heading, one paragraph and nothing else.</p></main></body>
</html>
`;

/** The built site at `root`, every page without its loader tag, on 127.0.0.1 (a free port). */
export function startScriptlessServer(root, headersFor) {
  return startStaticServer({ root, port: 0, headersFor, rewriteHtml: withoutLoader });
}

/** `ONE_PARAGRAPH_PAGE` at `/` (and for any other path, with a 404), on 127.0.0.1 (a free port). */
export async function startOneParagraphServer() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'repack-bench-floor-'));
  for (const name of ['index.html', '404.html']) fs.writeFileSync(path.join(root, name), ONE_PARAGRAPH_PAGE);
  const server = await startStaticServer({ root, port: 0 });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
