import { z } from 'zod';
import { loginSchema, recoverRequestSchema, recoverSchema } from '@app/domain/core/auth';
import { envelopeSchema, errorSchema, recordSchema } from '@app/domain/core/wire';
import { es } from '@app/domain/messages/es';
import { users } from '@app/domain/resources/users';

export const tags = ['Sitio público'];

/** The e-mail and password rules are the admins'; the profile's are the users definition's. */
export const registerSchema = z.object({
  ...users.createSchema.shape,
  email: recoverRequestSchema.shape.email,
  password: recoverSchema.shape.password,
  acceptTerms: z.literal(true, { error: es.publicAccounts.termsRequired }),
});

export const confirmSchema = z.object({
  token: z.string({ error: es.publicAccounts.confirmInvalid }).regex(/^[A-Za-z0-9_-]{20,200}$/, { error: es.publicAccounts.confirmInvalid }),
});

/** The e-mail is the account's name: it is not edited here. */
export const profileSchema = users.updateSchema.omit({ email: true });

export const eraseSchema = z.object({ password: loginSchema.shape.password });

export const userSchema = recordSchema(users);
export const signedInSchema = envelopeSchema(z.object({ token: z.string(), user: userSchema }));
export const emptySchema = envelopeSchema(z.null());

export const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };
