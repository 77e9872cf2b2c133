/**
 * Vite appends each module's source map to it, base64 in a data URL, and encodes it again at every
 * request: 10 MB of a test page's modules are maps that Chromium parses through and nothing reads but
 * the runner, to map a failure's stack. This middleware keeps each module's answer for the run (no file
 * changes under it: the watcher is off), so Vite serves it once, and moves its map to an address of its
 * own, which the runner fetches when it maps a stack and Chromium never asks for.
 *
 * @param {object} options
 * @param {(path: string) => boolean} options.passes What the test runner serves itself: left alone.
 * @param {(url: string) => string} options.addressOf The module's address as Vite sees it (without the session id).
 * @returns {(context: import('koa').Context, next: () => Promise<unknown>) => unknown} Koa middleware.
 */
export function modulesServedOnce({ passes, addressOf }) {
  /** Address (and the kind of load that asked) → the module as answered, without its map. */
  const answers = new Map();
  /** Map number → the map, as Vite encoded it. */
  const maps = [];
  const inlineMap =
    /\n\/\/# sourceMappingURL=data:application\/json;(?:charset=utf-8;)?base64,([A-Za-z0-9+/=]+)\s*$/;
  const mapAddress = /\/__source-maps\/(\d+)\.map$/;

  return function moduleAnswerMiddleware(context, next) {
    if (passes(context.path) || context.method !== 'GET') return next();
    const mapNumber = mapAddress.exec(context.path)?.[1];
    if (mapNumber !== undefined && maps[Number(mapNumber)] !== undefined) {
      context.type = 'application/json';
      context.body = Buffer.from(maps[Number(mapNumber)], 'base64');
      return undefined;
    }
    const key = `${addressOf(context.url)} ${context.get('sec-fetch-dest')}`;
    const kept = answers.get(key);
    if (kept !== undefined) {
      context.type = 'text/javascript';
      context.body = kept;
      return undefined;
    }
    const { res } = context;
    const end = res.end.bind(res);
    res.end = (chunk, ...rest) => {
      const javascript = String(res.getHeader('content-type') ?? '').startsWith('text/javascript');
      if (res.statusCode !== 200 || !javascript || chunk === undefined || typeof chunk === 'function') {
        return end(chunk, ...rest);
      }
      let code = chunk.toString();
      const map = inlineMap.exec(code);
      if (map) {
        maps.push(map[1]);
        // Relative: the runner looks for it beside the module (the address above matches any folder).
        code = `${code.slice(0, map.index)}\n//# sourceMappingURL=__source-maps/${maps.length - 1}.map`;
      }
      answers.set(key, code);
      return end(code, ...rest);
    };
    return next();
  };
}
