import { assign, setup } from 'xstate';
import { addonCountRefusal, isRadioGroup, productAddonLimits } from '../../contract/addonRules.ts';
import { isSoldOut, type Product } from '../../contract/menu.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { failureAsError } from '../shared/failure.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import type {
  AddToCartActionParams,
  AddToCartActorIO,
  AddToCartContext,
  AddToCartEvent,
  AddToCartInput,
} from './addToCart.types.ts';

const ID = 'addToCart';

const hasJain = (product: Product | null) => product !== null && product.jainAddons !== null;
const hasAddons = (product: Product | null) => (product?.addons.length ?? 0) > 0;
/** Why the chosen add-ons are too few or too many for the dish's group ('Select 2 add-ons'); null when they fit. */
const countRefusal = (context: AddToCartContext) =>
  context.product !== null && hasAddons(context.product)
    ? addonCountRefusal(productAddonLimits(context.product), context.addonIds.length)
    : null;

const CLOSED = { product: null, storeId: '', lineId: null, isJain: false, addonIds: [], error: null };

/**
 * ADD and Customize (spec sections 4 "Add to cart" and "Customize", 5 "Add-on step"): a Jain-capable
 * dish asks for the Jain preparation first, then the add-on step when the dish has add-ons; a dish
 * with only add-ons opens the add-on step; any other dish goes straight in.
 */
export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    input: {} as AddToCartInput,
    tags: {} as 'loading',
  },
  actors: appActors<AddToCartActorIO>(ID, ['addToCart', 'updateLine']),

  guards: {
    signedIn: ({ context }) => context.signedIn,
    soldOut: (_, params: { product: Product }) => isSoldOut(params.product),
    customizing: ({ context }) => context.lineId !== null,
    hasChoices: ({ context }) => hasJain(context.product) || hasAddons(context.product),
    jainFirst: ({ context }) => hasJain(context.product),
    hasAddons: ({ context }) => hasAddons(context.product),
    canGoBack: ({ context }) => hasJain(context.product),
    /**
     * An add-on of the dish can be unchosen, or chosen below the group's maximum; a group of one (a radio group)
     * takes any add-on but the one it has, in place of it.
     */
    canToggleAddon: ({ context }, params: { addonId: string }) => {
      const { product, addonIds } = context;
      if (product === null || !product.addons.some((addon) => addon._id === params.addonId)) return false;
      const chosen = addonIds.includes(params.addonId);
      const limits = productAddonLimits(product);
      if (isRadioGroup(limits)) return !(chosen && addonIds.length === 1);
      return chosen || addonIds.length < limits.max;
    },
    addonCountWrong: ({ context }) => countRefusal(context) !== null,
  },
  actions: {
    ...appActions<AddToCartActionParams>(ID, ['openSignIn', 'notify', 'cartChanged', 'notifyRefusal']),
    startAdding: assign((_, params: { product: Product; storeId: string }) => ({
      ...CLOSED,
      product: params.product,
      storeId: params.storeId,
    })),
    startCustomizing: assign(
      (_, params: { lineId: string; product: Product; isJain: boolean; addonIds: string[] }) => ({
        ...CLOSED,
        product: params.product,
        lineId: params.lineId,
        isJain: params.isJain,
        addonIds: params.addonIds,
      }),
    ),
    setJain: assign((_, params: { isJain: boolean }) => ({ isJain: params.isJain })),
    toggleAddon: assign(({ context }, params: { addonId: string }) => {
      const { product, addonIds } = context;
      const radio = product !== null && isRadioGroup(productAddonLimits(product));
      if (radio) return { addonIds: [params.addonId], error: null };
      return {
        addonIds: addonIds.includes(params.addonId)
          ? addonIds.filter((id) => id !== params.addonId)
          : [...addonIds, params.addonId],
        error: null,
      };
    }),
    showAddonCountRefusal: assign({ error: ({ context }) => countRefusal(context) }),
    showRefusal: assign(failureAsError),
    clearError: assign({ error: null }),
    forget: assign(CLOSED),
  },
}).createMachine({
  id: 'addToCart',
  description: 'Adds a dish to the cart, asking for the Jain preparation and add-ons where the dish has them.',
  context: ({ input }) => ({ signedIn: input.signedIn, ...CLOSED }),
  initial: 'closed',
  on: { 'wizard.close': { target: '.closed', actions: 'forget', description: 'Closing resets every choice' } },
  states: {
    closed: {
      on: {
        'cart.add': [
          {
            guard: { type: 'soldOut', params: ({ event }) => event },
            description: "A dish the outlet does not sell now cannot be added: 'Not Available'",
            actions: { type: 'notifyRefusal', params: { message: MESSAGES.notAvailable } },
          },
          { guard: 'signedIn', target: 'routing', actions: { type: 'startAdding', params: ({ event }) => event } },
          { actions: 'openSignIn', description: 'A visitor gets the login panel' },
        ],
        'cart.customize': {
          guard: 'signedIn',
          target: 'routing',
          actions: { type: 'startCustomizing', params: ({ event }) => event },
        },
      },
    },
    routing: {
      description:
        'Jain step first when the dish can be made Jain; add-on step when it has only add-ons; else straight in.',
      always: [
        { guard: 'jainFirst', target: 'steps.jain' },
        { guard: 'hasAddons', target: 'steps.addons' },
        { target: 'saving' },
      ],
    },
    steps: {
      initial: 'jain',
      states: {
        jain: {
          description: 'The Jain preparation, optional: Next to the add-ons, or Add To Cart when there are none.',
          on: {
            'jain.set': { actions: { type: 'setJain', params: ({ event }) => event } },
            'jain.next': { guard: 'hasAddons', target: 'addons', actions: 'clearError' },
            'wizard.submit': [
              { guard: 'hasAddons', target: 'addons', actions: 'clearError' },
              { target: '#addToCart.saving', actions: 'clearError' },
            ],
          },
        },
        addons: {
          description:
            "The add-ons, from the group's minimum to its maximum ('Select 2 add-ons'); a group of one is a radio group. Back to the Jain step.",
          on: {
            'addon.toggle': {
              guard: { type: 'canToggleAddon', params: ({ event }) => event },
              actions: { type: 'toggleAddon', params: ({ event }) => event },
              description: 'At the maximum no further add-on can be chosen; a group of one swaps its choice',
            },
            'addon.back': { guard: 'canGoBack', target: 'jain', actions: 'clearError' },
            'wizard.submit': [
              { guard: 'addonCountWrong', actions: 'showAddonCountRefusal' },
              { target: '#addToCart.saving', actions: 'clearError' },
            ],
          },
        },
        lastStep: { type: 'history', description: 'Back to the step the customer submitted from.' },
      },
    },
    saving: {
      tags: ['loading'],
      initial: 'choosingCall',
      states: {
        choosingCall: { always: [{ guard: 'customizing', target: 'updating' }, { target: 'adding' }] },
        adding: {
          invoke: {
            id: 'addToCart',
            src: 'addToCart',
            input: ({ context }) => ({
              productId: context.product?._id ?? '',
              storeId: context.storeId,
              addonIds: context.addonIds,
              isJain: context.isJain,
            }),
            onDone: {
              target: '#addToCart.closed',
              actions: [
                { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
                'cartChanged',
                'forget',
              ],
            },
            onError: { target: '#addToCart.refused', actions: { type: 'showRefusal', params: ({ event }) => event } },
          },
        },
        updating: {
          invoke: {
            id: 'updateLine',
            src: 'updateLine',
            input: ({ context }) => ({
              lineId: context.lineId ?? '',
              addonIds: context.addonIds,
              isJain: context.isJain,
            }),
            onDone: { target: '#addToCart.closed', actions: ['cartChanged', 'forget'] },
            onError: { target: '#addToCart.refused', actions: { type: 'showRefusal', params: ({ event }) => event } },
          },
        },
      },
    },
    refused: {
      description:
        "The server's refusal: shown on the step the choices came from, or as a toast for a dish without choices.",
      always: [
        { guard: 'hasChoices', target: 'steps.lastStep' },
        {
          target: 'closed',
          actions: [{ type: 'notifyRefusal', params: ({ context }) => ({ message: context.error ?? '' }) }, 'forget'],
        },
      ],
    },
  },
});
