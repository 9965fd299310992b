import { type ConversionConfig, toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';
import { type DescribeRouteOptions, type GenerateSpecOptions, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { AddressSchema } from '../../contract/address.ts';
import { ProfileSchema } from '../../contract/auth.ts';
import { BlogPostSchema } from '../../contract/blog.ts';
import { CartLineSchema, CartSchema } from '../../contract/cart.ts';
import { HomeContentSchema, SlideSchema } from '../../contract/content.ts';
import { envelope } from '../../contract/envelope.ts';
import { AddonSchema, ProductGroupSchema, ProductSchema, SuperCategorySchema } from '../../contract/menu.ts';
import { OfferSchema } from '../../contract/offer.ts';
import { OrderSchema, PlacedOrderSchema } from '../../contract/order.ts';
import { OutletSchema } from '../../contract/outlet.ts';
import { GatewayFormReplySchema, TopUpSchema, WalletTransactionSchema } from '../../contract/payment.ts';
import { LiveEventSchema, StaffOrderSchema, StaffOutletSchema } from '../../contract/staff.ts';
import { StoreSchema } from '../../contract/store.ts';

/** A refused request: `{ error: 1, msg, data: null }`, `msg` for the customer (server/http/reply.ts). */
export const ErrorEnvelope = v.object({ ...envelope(v.null()).entries, error: v.literal(1) });

/** A successful reply: `{ error: 0, msg, data }`. */
export const success = <T extends v.GenericSchema>(data: T) =>
  v.object({ ...envelope(data).entries, error: v.literal(0) });

/**
 * The reply shapes the document names under `components.schemas`: each is written out once and the
 * replies holding it refer to it, however deep (a cart's lines hold products).
 */
const NAMED = {
  ErrorEnvelope,
  Outlet: OutletSchema,
  SuperCategory: SuperCategorySchema,
  Addon: AddonSchema,
  Product: ProductSchema,
  ProductGroup: ProductGroupSchema,
  Slide: SlideSchema,
  HomeContent: HomeContentSchema,
  BlogPost: BlogPostSchema,
  Store: StoreSchema,
  Profile: ProfileSchema,
  Address: AddressSchema,
  CartLine: CartLineSchema,
  Cart: CartSchema,
  Offer: OfferSchema,
  PlacedOrder: PlacedOrderSchema,
  Order: OrderSchema,
  GatewayForm: GatewayFormReplySchema,
  TopUp: TopUpSchema,
  WalletTransaction: WalletTransactionSchema,
  StaffOrder: StaffOrderSchema,
  StaffOutlet: StaffOutletSchema,
  LiveEvent: LiveEventSchema,
} satisfies Record<string, v.GenericSchema>;

/** Where the document keeps a named shape. */
export const schemaRef = (name: keyof typeof NAMED) => ({ $ref: `#/components/schemas/${name}` });

// OpenAPI 3.1 schemas are JSON Schema 2020-12 (tuples as `prefixItems`, not draft-07's `items` arrays).
const TARGET = 'draft-2020-12';

/**
 * A request as a client writes it: pipelines are read up to their first type change (a quantity is the
 * digits a form sends, not the number the route gets), so the document shows the input, not the output.
 */
const REQUEST: ConversionConfig = { target: TARGET, typeMode: 'input' };

const REPLY: ConversionConfig = {
  target: TARGET,
  typeMode: 'output',
  definitions: NAMED,
  overrideRef: ({ referenceId }) => schemaRef(referenceId as keyof typeof NAMED).$ref,
};

/** A request body, path or query schema, for hono-openapi to convert when it builds the document. */
export const requestSchema = (schema: v.GenericSchema) => resolver(schema, { options: REQUEST });

/** A reply schema, for hono-openapi to convert when it builds the document. */
export const replySchema = (schema: v.GenericSchema) => resolver(schema, { options: REPLY });

type Parameter = Extract<NonNullable<DescribeRouteOptions['parameters']>[number], { in: string }>;

interface ParameterOptions {
  in: 'header' | 'query';
  name: string;
  schema: v.GenericSchema;
  description: string;
  required: boolean;
}

/** A header or query field a route reads without a validator, described by the schema it reads it with. */
export function parameter({ schema, ...described }: ParameterOptions): Parameter {
  const { $schema: _, ...converted } = toJsonSchema(schema, { ...REQUEST, errorMode: 'ignore' });
  return { ...described, schema: converted as Parameter['schema'] };
}

type ComponentSchemas = NonNullable<GenerateSpecOptions['documentation']['components']>['schemas'];

/** The named reply shapes, for the document's `components.schemas` (OpenAPI 3.1's schema dialect is JSON Schema 2020-12). */
export const componentSchemas = () => toJsonSchemaDefs(NAMED, REPLY) as ComponentSchemas;
