import { z } from 'zod';
import { DeliveryViewSchema } from './delivery.schemas.js';
import { StaffViewSchema } from './staff.schemas.js';

/** The shopper's own bits: who is signed in, the cart count, signing in and out. */

/**
 * Who is signed in, as the header and drawers show it. No token or customer id: those stay in the
 * BFF's session. `poolCount` is `null` while the upstream does not report pools ('My Pools' then).
 */
export const ViewerSchema = z.object({
  signedIn: z.boolean(),
  firstName: z.string().nullable(),
  isAdmin: z.boolean(),
  poolCount: z.number().int().nonnegative().nullable(),
  /**
   * Present (true) only when the customer's pools name equipment: the page then loads the 'Fits your …'
   * badges (docs/decisions/0032). Absent for everyone else.
   */
  hasEquipment: z.literal(true).optional(),
});
export type ViewerView = z.infer<typeof ViewerSchema>;

/** Sign in. A refused login is 422 'Email or Password is incorrect. Try again or reset your password.'; too many tries 429. */
export const SessionLoginBodySchema = z.object({
  email: z.string({ required_error: 'Email is required.' }).trim().min(1, 'Email is required.').max(254, 'Invalid email address.'),
  password: z.string({ required_error: 'Password is required.' }).min(1, 'Password is required.').max(1024),
});
export const SessionLoginResultSchema = z.object({
  viewer: ViewerSchema,
  message: z.literal('Logged in successfully'),
});

/** Sign out; `pathname` is the page the shopper was on (leaving `/account*` sends them to `/`). */
export const SessionLogoutBodySchema = z
  .object({ pathname: z.string().max(2048).regex(/^\//, 'pathname must start with /').optional() })
  .default({});
/**
 * The session is cleared either way; `message` is 'Logout successfully!' or, when the upstream call
 * failed, 'Failed to logout.' (spec account.md 4: logout clears locally even when the call fails).
 */
export const SessionLogoutResultSchema = z.object({
  viewer: ViewerSchema,
  message: z.enum(['Logout successfully!', 'Failed to logout.']),
  redirectTo: z.literal('/').nullable(),
});

/** The shopper's own bits of the frame: who is signed in and the cart badge. Never cached. */
export const SessionViewSchema = z.object({
  viewer: ViewerSchema,
  cartCount: z.number().int().nonnegative(),
  /** The deliver-to header and panel for the session's zip (delivery by zip). */
  delivery: DeliveryViewSchema,
  /** Staff only (is_admin): the overlay's bits. Absent for everyone else (docs/decisions/0030). */
  staff: StaffViewSchema.optional(),
  /**
   * The parts that could not be read this time (commerce-api down or slow): their fields hold a
   * guest's or an empty cart's values, and the browser keeps what it last showed for them rather than
   * showing a signed-in shopper as signed out. Absent when everything was read.
   */
  unavailable: z.array(z.enum(['viewer', 'cartCount'])).optional(),
});
export type SessionView = z.infer<typeof SessionViewSchema>;
