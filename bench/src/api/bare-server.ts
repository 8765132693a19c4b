// The bench's baseline (`npm run bench -- api`): a bare Fastify in a process of its own, answering
// GET /credits with the JSON it is given on stdin (the credits poll's own answer). Prints its URL.
import Fastify from 'fastify';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const app = Fastify({ logger: false });
app.get('/credits', async () => body);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${url}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
