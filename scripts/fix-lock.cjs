/* eslint-disable */
// Adds lock entries for platform-specific optional packages the registry mirror lacks, so `npm ci`
// sees the lock in sync; npm skips them on other platforms without fetching.
const fs = require('fs');
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const pk = lock.packages;
const cpuOf = (n) => (/arm64|aarch64/.test(n) ? 'arm64' : /x64/.test(n) ? 'x64' : /ia32/.test(n) ? 'ia32' : /arm/.test(n) ? 'arm' : /loong64/.test(n) ? 'loong64' : /ppc64/.test(n) ? 'ppc64' : /riscv64/.test(n) ? 'riscv64' : /s390x/.test(n) ? 's390x' : null);
const osOf = (n) => (/android/.test(n) ? 'android' : /darwin/.test(n) ? 'darwin' : /freebsd/.test(n) ? 'freebsd' : /openbsd/.test(n) ? 'openbsd' : /openharmony/.test(n) ? 'openharmony' : /win32/.test(n) ? 'win32' : /linux/.test(n) ? 'linux' : null);
let added = 0;
for (const [path, meta] of Object.entries(pk)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = 'node_modules/' + dep;
    if (pk[key] || pk[path + '/node_modules/' + dep]) continue;
    const cpu = cpuOf(dep), os = osOf(dep);
    if (!cpu || !os) continue;
    const entry = { version, cpu: [cpu], os: [os], optional: true };
    if (meta.dev) entry.dev = true;
    if (/musl/.test(dep)) entry.libc = ['musl'];
    else if (/gnu/.test(dep)) entry.libc = ['glibc'];
    pk[key] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} entries`);
