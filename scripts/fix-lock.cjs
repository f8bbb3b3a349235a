/* eslint-disable */
// Adds lock entries for platform-specific optional packages the registry mirror lacks, so `npm ci`
// sees the lock in sync; npm skips them on other platforms without fetching.
const fs = require('fs');
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pk = lock.packages;
const cpuOf = (n) =>
  /arm64|aarch64/.test(n)
    ? 'arm64'
    : /x64/.test(n)
      ? 'x64'
      : /ia32/.test(n)
        ? 'ia32'
        : /arm/.test(n)
          ? 'arm'
          : /loong64/.test(n)
            ? 'loong64'
            : /ppc64/.test(n)
              ? 'ppc64'
              : /riscv64/.test(n)
                ? 'riscv64'
                : /s390x/.test(n)
                  ? 's390x'
                  : null;
const osOf = (n) =>
  /android/.test(n)
    ? 'android'
    : /darwin/.test(n)
      ? 'darwin'
      : /freebsd/.test(n)
        ? 'freebsd'
        : /openbsd/.test(n)
          ? 'openbsd'
          : /openharmony/.test(n)
            ? 'openharmony'
            : /win32/.test(n)
              ? 'win32'
              : /linux/.test(n)
                ? 'linux'
                : null;
let added = 0;
for (const [path, meta] of Object.entries(pk)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = 'node_modules/' + dep;
    if (pk[key] || pk[path + '/node_modules/' + dep]) continue;
    const cpu = cpuOf(dep),
      os = osOf(dep);
    if (!cpu || !os) continue;
    // Keys in the order npm writes them (version first, then by name), so `npm install` leaves the
    // lock as it is.
    const entry = { version, cpu: [cpu] };
    if (meta.dev) entry.dev = true;
    if (/musl/.test(dep)) entry.libc = ['musl'];
    else if (/gnu/.test(dep)) entry.libc = ['glibc'];
    entry.optional = true;
    entry.os = [os];
    pk[key] = entry;
    added++;
  }
}
// npm writes the keys of these bare entries as version, then the rest by name; keeping that order
// means `npm install` on a fresh clone leaves the lock file as it is.
const FIRST = ['version', 'resolved', 'integrity'];
const order = (entry) =>
  Object.fromEntries(
    Object.entries(entry).sort(([a], [b]) => {
      const i = FIRST.indexOf(a),
        j = FIRST.indexOf(b);
      if (i >= 0 || j >= 0) return (i < 0 ? 9 : i) - (j < 0 ? 9 : j);
      return a < b ? -1 : a > b ? 1 : 0;
    }),
  );
for (const key of Object.keys(pk)) if (key !== '' && !pk[key].resolved && !pk[key].integrity && pk[key].cpu && pk[key].os) pk[key] = order(pk[key]);
lock.packages = Object.fromEntries(Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} entries`);
