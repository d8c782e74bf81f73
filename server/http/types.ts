/**
 * Handler types derived from the generated contract, so a handler's body, params,
 * query and answer are the ones openapi/ declares.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../openapi/schema';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type ContentOf<T> = T extends { content: infer C } ? C[keyof C] : never;
export type OpBody<K extends OperationId> =
  Op<K> extends { requestBody: infer B } ? ContentOf<NonNullable<B>> : Op<K> extends { requestBody?: infer B } ? ContentOf<NonNullable<B>> | undefined : undefined;
export type OpParams<K extends OperationId> = Op<K>['parameters'] extends { path: infer P } ? P : Record<string, never>;
export type OpQuery<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : Record<string, never>;
type Ok<R> = R extends { 200: infer A } ? A : R extends { 201: infer A } ? A : never;
/** The JSON a handler answers with on success. */
export type OpResult<K extends OperationId> = Ok<Op<K>['responses']> extends { content: { 'application/json': infer J } } ? J : void;

export type ApiRequest<K extends OperationId> = FastifyRequest<{ Body: OpBody<K>; Params: OpParams<K>; Querystring: OpQuery<K> }>;

/** A handler answers with the JSON of its success response, or sends another status itself through `reply`. */
export type Handler<K extends OperationId> = (req: ApiRequest<K>, reply: FastifyReply) => Promise<OpResult<K> | FastifyReply>;

/** A feature's handlers, by operationId. */
export type Handlers<K extends OperationId> = { [P in K]: Handler<P> };

/** Type-check a feature's handler map against the contract. */
export function defineHandlers<K extends OperationId>(handlers: Handlers<K>): Handlers<K> {
  return handlers;
}
