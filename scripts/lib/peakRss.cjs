// Preloaded into every Node process of a measured command (NODE_OPTIONS=--require):
// on exit, appends the process's peak resident memory in kilobytes to PEAK_RSS_FILE.
const { appendFileSync } = require('node:fs');

const file = process.env.PEAK_RSS_FILE;
if (file) {
  process.on('exit', () => {
    try {
      appendFileSync(file, `${process.pid} ${process.resourceUsage().maxRSS}\n`);
    } catch {
      // Measuring must never break the measured command.
    }
  });
}
