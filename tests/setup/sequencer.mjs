// Jest orders test files by their last recorded duration, and by file size when it has none (a
// clean clone, as in CI). The fuzz suites are 6-line files that run for minutes, so on a fresh
// checkout they came last and one worker ran them alone. They, and the other suites known to be
// long, start first; everything else keeps Jest's order.
import Sequencer from "@jest/test-sequencer";

const LONG = [/tests\/security\/fuzz-/, /tests\/perf\/query-count\.test/, /lib\/db\/migrate\.test/, /tests\/security\/mass-assignment\.test/];
const rank = (path) => {
  const at = LONG.findIndex((pattern) => pattern.test(path));
  return at < 0 ? LONG.length : at;
};

export default class LongFirstSequencer extends (Sequencer.default ?? Sequencer) {
  sort(tests) {
    const ordered = super.sort(tests);
    return ordered
      .map((test, index) => ({ test, index }))
      .sort((a, b) => rank(a.test.path) - rank(b.test.path) || a.index - b.index)
      .map(({ test }) => test);
  }
}
