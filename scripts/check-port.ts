// Checks that a port is free before `npm start` builds and serves the app (vite preview --strictPort
// would otherwise fail after the build with a bare "Port 4173 is already in use").
//   tsx scripts/check-port.ts 4173
import { createServer } from 'node:net';

const port = Number(process.argv[2] ?? 4173);
const server = createServer();
server.once('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EADDRINUSE' || e.code === 'EACCES') {
    console.error(
      `Port ${port} is in use: stop the other server (another \`npm start\` or \`npm run preview\`?) or run \`npm run build && npm run preview -- --port ${port + 1}\`.`,
    );
    process.exit(1);
  }
  throw e;
});
// Listening on every interface collides with a server bound to any of them.
server.listen(port, () => server.close(() => process.exit(0)));
