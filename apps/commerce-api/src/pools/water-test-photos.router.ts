import { upstreamContract } from '@pool/api-contract';
import { initServer } from '@ts-rest/express';
import type { CustomerService } from '../customers/customers.service.js';
import { customerOf, type CustomerHeaders } from '../customers/customer-of.js';
import { noStore } from '../http/cache-control.js';
import { HttpError } from '../http/problem.js';
import { multipartPhoto } from './photos.js';
import type { WaterTestPhotoService } from './water-test-photos.service.js';

const s = initServer();

/** Water tests by photo: of the token's customer's pool (or the one staff act for), or outside an account. */
export function waterTestPhotosRouter(photos: WaterTestPhotoService, customers: CustomerService) {
  const owner = async (headers: CustomerHeaders) => (await customerOf(customers, headers)).id;

  return s.router(upstreamContract.waterTestPhotos, {
    outsideRead: async ({ body }) => ({ status: 201, body: await photos.outsideRead(body.image) }),
    outsideGet: async ({ params, res }) => { noStore(res); return { status: 200, body: await photos.outsideGet(params.id) }; },
    sendLink: async ({ body }) => ({ status: 202, body: await photos.sendLink(body.phone) }),
    read: async ({ headers, params, body }) => ({ status: 201, body: await photos.read(await owner(headers), params.id, body.image) }),
    upload: {
      // A plain Express handler (multer): ts-rest types its middleware with the route's typed request.
      middleware: [multipartPhoto() as never],
      handler: async ({ headers, params, file }) => {
        const photo = file as Express.Multer.File | undefined;
        if (!photo) throw new HttpError(400, 'Failed to upload image', { detail: 'Send the photo in the form field "image".' });
        const customerId = await owner(headers);
        return { status: 201, body: await photos.read(customerId, params.id, photo.buffer.toString('base64')) };
      },
    },
    get: async ({ headers, params, res }) => { noStore(res); return { status: 200, body: await photos.get(await owner(headers), params.id, params.photoId) }; },
  });
}
