import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * `/avatars/u/{id}`: a deterministic identicon (5×5 mirrored grid, as GitHub's default avatars),
 * so every account has a picture without any upload or outside service.
 */
export function identicon(id: number): string {
  const digest = createHash('md5').update(`account:${id}`).digest();
  const hue = ((digest[0] ?? 0) * 360) / 256;
  const color = `hsl(${hue.toFixed(0)} 55% 50%)`;
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (((digest[1 + row * 3 + col] ?? 0) & 1) === 0) continue;
      for (const x of new Set([col, 4 - col])) cells.push(`<rect x="${35 + x * 70}" y="${35 + row * 70}" width="70" height="70"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 420" role="img"><rect width="420" height="420" fill="#f0f0f0"/><g fill="${color}">${cells.join('')}</g></svg>`;
}

export async function registerAvatarRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/avatars/u/:id', async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id <= 0) return reply.code(404).send({ message: 'Not Found' });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(identicon(id));
  });
}
