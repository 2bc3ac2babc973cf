import type { LoaderFunctionArgs } from '@remix-run/node';
import { bffFor } from '../../../../.server/bff';
import type { MyEquipmentItem } from '../../../../components/parts-finder/parts-finder-answer';
import { label } from '../pool-form';

/**
 * Resource route `GET /resources/my-equipment`: the signed-in customer's pool equipment (one entry a
 * diagram, with the first pool that has it), for the parts finder's 'Fits your {model}' marks
 * (docs/decisions/0032). Personal, so never cached. A guest, or a BFF that cannot answer, gets an empty
 * list: the finder then works as it does for everyone.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  headers.set('Cache-Control', 'private, no-store');
  const answer = await bff.pools.list().catch((error: unknown) => {
    context.log.warn({ err: error }, 'pool equipment for the parts finder failed');
    return null;
  });
  const items = new Map<number, MyEquipmentItem>();
  if (answer?.status === 200) {
    for (const pool of answer.body.data) {
      for (const [slot, piece] of Object.entries(pool.equipment)) {
        if (piece && !items.has(piece.diagram_id)) {
          items.set(piece.diagram_id, { diagramId: piece.diagram_id, handle: piece.handle, href: `/diagram/${piece.handle}`, brand: piece.brand, model: piece.model, slot: label(slot), pool: pool.name });
        }
      }
    }
  }
  return Response.json({ items: [...items.values()] }, { headers });
}
