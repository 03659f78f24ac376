import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  citiesQuerySchema,
  statesQuerySchema,
  type CitiesQuery,
  type CityItem,
  type StateItem,
  type StatesQuery,
} from '@app/domain/core/locations';
import { es } from '@app/domain/messages/es';
import { HttpError } from '../../lib/errors.ts';
import { send } from '../../lib/reply.ts';
import { findCountry, findState, listCities, listCountries, listStates } from '../../lib/locations/data.ts';

const m = es.locations;

function statesOf(query: StatesQuery): readonly StateItem[] {
  const country = findCountry(query.country);
  if (!country) throw new HttpError(404, m.countryNotFound);
  return listStates(country.Iso2);
}

function citiesOf(query: CitiesQuery): readonly CityItem[] {
  const country = findCountry(query.country);
  if (!country) throw new HttpError(404, m.countryNotFound);
  const state = findState(country.Iso2, query.state);
  if (!state) throw new HttpError(404, m.stateNotFound);
  return listCities(country.Iso2, state);
}

// The old client POSTed states and cities; both shapes answer the same.
export async function locationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'authenticated' as const };
  const tags = ['locations'];

  r.get('/api/locations/countries', { config, schema: { tags } }, async (_request, reply) =>
    send(reply, 200, m.countries, listCountries()),
  );

  r.get('/api/locations/states', { config, schema: { querystring: statesQuerySchema, tags } }, async (request, reply) =>
    send(reply, 200, m.states, statesOf(request.query)),
  );
  r.post('/api/locations/states', { config, schema: { body: statesQuerySchema, tags } }, async (request, reply) =>
    send(reply, 200, m.states, statesOf(request.body)),
  );

  r.get('/api/locations/cities', { config, schema: { querystring: citiesQuerySchema, tags } }, async (request, reply) =>
    send(reply, 200, m.cities, citiesOf(request.query)),
  );
  r.post('/api/locations/cities', { config, schema: { body: citiesQuerySchema, tags } }, async (request, reply) =>
    send(reply, 200, m.cities, citiesOf(request.body)),
  );
}
