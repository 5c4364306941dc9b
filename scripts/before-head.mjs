// One interception of a response's head for the server entry's concerns (closing a socket whose
// request body is unread, a page's own status, a route's declared length): each is a step run, in
// order, just before Node writes the head, the implicit head of a first write() included. One
// wrapper of writeHead per response, so the steps' order is written in one place.
// Plain .mjs: the server entry imports it without a build.

/**
 * @typedef {(res: import("node:http").ServerResponse, status: number, headerArgs: unknown[]) => number | void} HeadStep
 * A step may set or remove headers, and may return the status to send instead of `status`.
 */

/**
 * @param {import("node:http").ServerResponse} res
 * @param {HeadStep[]} steps
 */
export function beforeHead(res, steps) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadAfterSteps(statusCode, ...rest) {
    let status = statusCode;
    for (const step of steps) status = step(this, status, rest) ?? status;
    // A reason phrase the caller passed belongs to its own status; Node writes a changed status's own.
    const args = status === statusCode ? rest : rest.filter((arg) => typeof arg !== "string");
    return writeHead.call(this, status, ...args);
  };
}
