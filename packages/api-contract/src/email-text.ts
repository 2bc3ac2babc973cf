import { CART_MESSAGES } from '@pool/cart-domain';
import { z } from 'zod';

/**
 * An email address as a form sends it, before the server's own check: a string of at most 320
 * characters (the longest address), else the spec's 'Invalid email address.'. The routes that read it
 * (newsletter, Email Cart, product email, notify-me) then apply the spec's rules and messages: required,
 * trimmed, well-formed. Not exported from the package (the routes' schemas are).
 */
export const EmailTextSchema = z.string({ invalid_type_error: CART_MESSAGES.emailInvalid }).max(320, CART_MESSAGES.emailInvalid);
