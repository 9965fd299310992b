import * as MESSAGES from '../../contract/messages.ts';
import { orderTypeFrom } from '../../contract/outletMessages.ts';
import { LOG_FAILURE } from '../shared/failure.ts';
import { required } from '../shared/required.ts';
import { selectedPickupOutlet } from './location.selectors.ts';
import {
  adoptAndStorePosition,
  adoptLocationUnavailable,
  adoptStoredRead,
  adoptUnservedAnswer,
  announceFound,
  locationSetup,
  nearestOutletQuery,
  POSITION_REQUEST,
  storedElsewhere,
  storedRead,
  usableOrRequired,
} from './location.setup.ts';

/**
 * Location gating (spec section 4 "Location"): which outlet the app serves, the location panel, the
 * saved location re-read every second, and the Near me tile's way to the menu. Its effects
 * (storage, geolocation, API calls, reload, navigation, toast) are supplied by the app with
 * `locationMachine.provide(...)`; see location.types.ts.
 */
export const locationMachine = locationSetup.createMachine({
  id: 'location',
  description: 'Finds the outlet a visitor orders from, and lets the visitor choose another one.',
  type: 'parallel',
  context: ({ input }) => ({
    outlet: null,
    orderType: input.orderType,
    position: null,
    cities: [],
    pickupOutlets: [],
    selectedCity: null,
    selectedOutletId: null,
    searchText: '',
    searchResults: [],
    recent: [],
    error: null,
    unserved: null,
  }),
  states: {
    outlet: {
      description: 'Which outlet the app serves, and whether a customer can use it.',
      initial: 'reading',
      on: {
        'location.chosen': {
          target: '.deciding',
          description: "The customer's choice, or the outlet found for the order type: saved, and said",
          actions: [
            { type: 'adoptOutlet', params: ({ event }) => ({ outlet: event.outlet }) },
            { type: 'storeOutlet', params: ({ event }) => ({ outlet: event.outlet }) },
            { type: 'toastSuccess', params: ({ event }) => ({ message: event.message }) },
          ],
        },
      },
      states: {
        reading: {
          description: 'Reads the outlet saved in this browser.',
          tags: ['loading'],
          invoke: {
            id: 'storedOnStart',
            src: 'readStoredLocation',
            onDone: [
              {
                guard: { type: 'storedOutletFound', params: storedRead },
                target: 'checking',
                actions: adoptStoredRead,
              },
              {
                target: 'locating',
                description: 'First visit: nothing saved',
                actions: adoptStoredRead,
              },
            ],
            onError: {
              target: 'locating',
              actions: LOG_FAILURE,
            },
          },
        },
        checking: {
          description: 'Asks the server whether the saved outlet is still open and what it offers.',
          tags: ['loading'],
          invoke: {
            id: 'checkOutlet',
            src: 'checkOutlet',
            input: ({ context }) => ({ storeId: required(context.outlet, 'the saved outlet').id }),
            onDone: [
              {
                guard: { type: 'outletClosed', params: ({ event }) => ({ outlet: event.output }) },
                target: 'locating',
                description: 'Closed: forgotten, the device position is used',
                actions: ['forgetOutlet', 'clearStoredOutlet'],
              },
              {
                guard: { type: 'offersNoOrderType', params: ({ event }) => ({ outlet: event.output }) },
                target: 'reloading',
                description: 'Neither delivery nor take away: removed and the page reloads',
                actions: ['forgetOutlet', 'clearStoredOutlet', 'reloadPage'],
              },
              {
                target: 'deciding',
                description: 'Open: the refreshed outlet is kept',
                actions: [
                  { type: 'adoptOutlet', params: ({ event }) => ({ outlet: event.output }) },
                  { type: 'storeOutlet', params: ({ event }) => ({ outlet: event.output }) },
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'serverRefused', params: ({ event }) => event },
                target: 'locating',
                description: 'The server no longer knows the outlet: forgotten, the device position is used',
                actions: ['forgetOutlet', 'clearStoredOutlet'],
              },
              {
                target: 'deciding',
                description: 'Network failure: the saved outlet is kept',
                actions: LOG_FAILURE,
              },
            ],
          },
        },
        locating: {
          description: 'Asks the device for its position: high accuracy, 10 s time-out, no cached position.',
          tags: ['loading', 'overlay'],
          invoke: {
            id: 'positionOnStart',
            src: 'getDevicePosition',
            input: POSITION_REQUEST,
            onDone: {
              target: 'findingNearest',
              actions: adoptAndStorePosition,
            },
            onError: { target: 'deciding', description: 'Refused, timed out or unknown: the customer chooses' },
          },
        },
        findingNearest: {
          description:
            'Asks the server for the outlet nearest to the device that serves the order type now. Chosen silently: no toast.',
          tags: ['loading', 'overlay'],
          invoke: {
            id: 'nearestOnStart',
            src: 'findNearestOutlet',
            input: nearestOutletQuery,
            onDone: [
              {
                guard: { type: 'nearestFound', params: ({ event }) => ({ answer: event.output }) },
                target: 'deciding',
                actions: [
                  {
                    type: 'adoptOutlet',
                    params: ({ event }) => ({ outlet: required(event.output.nearestLocation, 'the nearest outlet') }),
                  },
                  {
                    type: 'storeOutlet',
                    params: ({ event }) => ({ outlet: required(event.output.nearestLocation, 'the nearest outlet') }),
                  },
                ],
              },
              {
                target: 'deciding',
                description: 'No outlet near serves the order type: the customer reads why, and chooses',
                actions: adoptUnservedAnswer,
              },
            ],
            onError: {
              target: 'deciding',
              actions: LOG_FAILURE,
            },
          },
        },
        reloading: {
          description: 'The saved outlet offers neither delivery nor take away: it was removed and the page reloads.',
          tags: ['loading', 'overlay'],
        },
        deciding: {
          description: 'Usable when the outlet in hand is active; otherwise the customer must choose one.',
          // Every way to an outlet (or to none) passes here: the shop hears of it once per arrival.
          entry: { type: 'announceOutlet', params: ({ context }) => ({ outlet: context.outlet }) },
          always: usableOrRequired,
        },
        usable: {
          description: 'An active outlet is chosen: the app is usable and the location panel may be closed.',
          tags: ['dismissible'],
          on: {
            'location.stored': storedElsewhere,
            'orderType.changed': {
              guard: { type: 'outletLacksOrderType', params: ({ event }) => event },
              target: 'seeking',
              description: 'The customer chose an order type this outlet does not offer',
            },
          },
        },
        seeking: {
          description:
            'Looks for the nearest outlet serving the order type the customer chose: found, it is chosen and said; otherwise the panel says why.',
          initial: 'routing',
          states: {
            routing: {
              always: [{ guard: 'positionKnown', target: 'finding' }, { target: 'locating' }],
            },
            locating: {
              description: 'Asks the device for its position.',
              tags: ['panelBusy'],
              invoke: {
                id: 'positionForOrderType',
                src: 'getDevicePosition',
                input: POSITION_REQUEST,
                onDone: {
                  target: 'finding',
                  actions: adoptAndStorePosition,
                },
                onError: {
                  target: '#location.outlet.unserved',
                  actions: adoptLocationUnavailable,
                },
              },
            },
            finding: {
              description: 'Asks the server for the nearest outlet serving the order type now.',
              tags: ['panelBusy'],
              invoke: {
                id: 'nearestForOrderType',
                src: 'findNearestOutlet',
                input: nearestOutletQuery,
                onDone: [
                  {
                    guard: { type: 'nearestFound', params: ({ event }) => ({ answer: event.output }) },
                    description: 'Chosen like a choice in the panel, saying which outlet and how far',
                    actions: announceFound,
                  },
                  {
                    target: '#location.outlet.unserved',
                    actions: adoptUnservedAnswer,
                  },
                ],
                onError: {
                  target: '#location.outlet.unserved',
                  actions: [LOG_FAILURE, adoptLocationUnavailable],
                },
              },
            },
          },
        },
        unserved: {
          description:
            'No outlet near serves the chosen order type: the panel opens on why; the outlet in hand, if any, stays.',
          entry: 'explainUnserved',
          always: usableOrRequired,
        },
        required: {
          description:
            'No outlet, or the saved one is not active: the dim overlay covers the app and the location panel stays open until an outlet is chosen.',
          tags: ['overlay'],
          entry: 'requireChoice',
          on: {
            'location.stored': storedElsewhere,
            'orderType.changed': {
              guard: { type: 'outletLacksOrderTypeHere', params: ({ event }) => event },
              target: 'seeking',
              description: 'The device position is known: the nearest outlet serving the new order type is looked for',
            },
          },
        },
      },
    },

    storage: {
      description: 'Re-reads the saved location every second: another tab may have changed it.',
      initial: 'waiting',
      states: {
        waiting: { after: { locationRecheck: 'reading' } },
        reading: {
          invoke: {
            id: 'storedEverySecond',
            src: 'readStoredLocation',
            onDone: [
              {
                guard: { type: 'storedLocationChanged', params: storedRead },
                target: 'waiting',
                actions: { type: 'announceStoredLocation', params: storedRead },
              },
              { target: 'waiting', description: 'Unchanged' },
            ],
            onError: {
              target: 'waiting',
              actions: LOG_FAILURE,
            },
          },
        },
      },
    },

    panel: {
      description: 'The location panel: pickup (city and area) or delivery (area search), by order type.',
      initial: 'closed',
      states: {
        closed: {
          entry: 'resetPanel',
          on: {
            'location.required': { target: 'open', description: 'No usable outlet: the panel opens by itself' },
            'location.unserved': {
              target: 'open',
              description: 'No outlet near serves the order type: the panel says why',
            },
            'location.open': 'open',
            'location.nearMe': 'open',
            'orderType.changed': { actions: { type: 'adoptOrderType', params: ({ event }) => event } },
          },
        },
        open: {
          tags: ['panel'],
          initial: 'routing',
          on: {
            'location.close': { guard: 'panelMayClose', target: 'closed' },
            'location.chosen': { target: 'closed', description: 'An outlet was found for the order type' },
            'takeAway.choose': {
              guard: 'takeAwaySuggested',
              target: 'closed',
              description:
                'The nearest take-away outlet, offered when none delivers: chosen, and the order is Take Away',
              actions: [
                { type: 'wantOrderType', params: { orderType: 'take_out' } },
                {
                  type: 'announceChoice',
                  params: ({ context }) => {
                    const { outlet, distanceKm } = required(
                      context.unserved?.nearestTakeAway ?? null,
                      'the take-away outlet',
                    );
                    return { outlet, message: orderTypeFrom('take_out', outlet.name, distanceKm) };
                  },
                },
              ],
            },
            'orderType.changed': {
              target: '.routing',
              actions: { type: 'adoptOrderType', params: ({ event }) => event },
            },
          },
          states: {
            routing: {
              description:
                'Delivery shows the area search; take away (or no order type yet) the city and area selects.',
              always: [{ guard: 'deliveryChosen', target: 'delivery' }, { target: 'pickup' }],
            },
            pickup: {
              initial: 'loading',
              states: {
                loading: {
                  description: 'Loads the cities and the outlets that offer take away.',
                  tags: ['panelBusy'],
                  invoke: {
                    id: 'pickupOutlets',
                    src: 'loadPickupOutlets',
                    onDone: {
                      target: 'choosing',
                      actions: { type: 'adoptPickupOutlets', params: ({ event }) => ({ cityOutlets: event.output }) },
                    },
                    onError: {
                      target: 'choosing',
                      actions: LOG_FAILURE,
                    },
                  },
                },
                choosing: {
                  description: 'City select, area select, a confirmation card for the chosen outlet, and PROCEED.',
                  on: {
                    'pickup.city': { actions: { type: 'selectCity', params: ({ event }) => event } },
                    'pickup.area': { actions: { type: 'selectArea', params: ({ event }) => event } },
                    'pickup.proceed': [
                      {
                        guard: 'orderTypeMissing',
                        actions: { type: 'showError', params: { message: MESSAGES.pleaseSelectDeliveryType } },
                      },
                      {
                        guard: 'cityMissing',
                        actions: { type: 'showError', params: { message: MESSAGES.pleaseSelectCity } },
                      },
                      {
                        guard: 'areaMissing',
                        actions: { type: 'showError', params: { message: MESSAGES.pleaseSelectArea } },
                      },
                      {
                        target: '#location.panel.closed',
                        actions: {
                          type: 'announceChoice',
                          params: ({ context }) => ({
                            outlet: required(selectedPickupOutlet(context), 'the pickup outlet'),
                            message: MESSAGES.locationSelected,
                          }),
                        },
                      },
                    ],
                  },
                },
              },
            },
            delivery: {
              initial: 'idle',
              on: {
                'delivery.search': [
                  {
                    guard: { type: 'textBlank', params: ({ event }) => event },
                    target: '.idle',
                    actions: [
                      'clearSearchResults',
                      { type: 'showError', params: { message: MESSAGES.pleaseEnterArea } },
                    ],
                  },
                  {
                    target: '.searching',
                    reenter: true,
                    actions: { type: 'rememberSearch', params: ({ event }) => event },
                  },
                ],
                'delivery.locateMe': { target: '.locating', reenter: true, actions: 'clearError' },
                'delivery.choose': {
                  target: '#location.panel.closed',
                  description: 'A suggestion or a recent search',
                  actions: [
                    { type: 'addToRecent', params: ({ event }) => event },
                    { type: 'storeRecent', params: ({ context }) => ({ recent: context.recent }) },
                    {
                      type: 'announceChoice',
                      params: ({ event }) => ({ outlet: event.outlet, message: MESSAGES.locationSelected }),
                    },
                  ],
                },
                'recent.remove': {
                  actions: [
                    { type: 'removeFromRecent', params: ({ event }) => event },
                    { type: 'storeRecent', params: ({ context }) => ({ recent: context.recent }) },
                  ],
                },
              },
              states: {
                idle: { description: 'Area search, Locate me, SUGGESTIONS and RECENT SEARCH.' },
                noAreaFound: { description: 'No delivery outlet matches the text: the panel says so.' },
                searching: {
                  description: 'Searches the areas served by delivery.',
                  tags: ['panelBusy'],
                  invoke: {
                    id: 'areaSearch',
                    src: 'searchAreas',
                    input: ({ context }) => ({ search: context.searchText }),
                    onDone: [
                      {
                        guard: { type: 'noAreaMatches', params: ({ event }) => ({ outlets: event.output }) },
                        target: 'noAreaFound',
                        actions: 'clearSearchResults',
                      },
                      {
                        target: 'idle',
                        actions: { type: 'adoptSearchResults', params: ({ event }) => ({ outlets: event.output }) },
                      },
                    ],
                    onError: {
                      target: 'idle',
                      actions: ['clearSearchResults', LOG_FAILURE],
                    },
                  },
                },
                locating: {
                  description: 'Locate me: asks the device for its position.',
                  tags: ['panelBusy'],
                  invoke: {
                    id: 'positionOnRequest',
                    src: 'getDevicePosition',
                    input: POSITION_REQUEST,
                    onDone: {
                      target: 'findingNearest',
                      actions: adoptAndStorePosition,
                    },
                    onError: {
                      target: 'idle',
                      actions: { type: 'showError', params: { message: MESSAGES.locationUnavailable } },
                    },
                  },
                },
                findingNearest: {
                  description: 'Locate me: the nearest outlet delivering to the device is chosen.',
                  tags: ['panelBusy'],
                  invoke: {
                    id: 'nearestOnRequest',
                    src: 'findNearestOutlet',
                    input: nearestOutletQuery,
                    onDone: [
                      {
                        guard: { type: 'nearestFound', params: ({ event }) => ({ answer: event.output }) },
                        target: '#location.panel.closed',
                        actions: announceFound,
                      },
                      {
                        target: 'idle',
                        description: 'None delivers here: why, and the nearest take-away outlet',
                        actions: adoptUnservedAnswer,
                      },
                    ],
                    onError: {
                      target: 'idle',
                      actions: LOG_FAILURE,
                    },
                  },
                },
              },
            },
          },
        },
      },
    },

    nearMe: {
      description:
        'The Near me tile on the home page: it opens the panel, and an outlet chosen there leads to the menu.',
      initial: 'idle',
      states: {
        idle: {
          description:
            "A choice leaves the customer where they are: made from the header's outlet button, or in the panel that opens by itself.",
          on: {
            'location.nearMe': {
              target: 'waiting',
              description: "The Near me tile: page 'product' is saved",
              actions: { type: 'storePage', params: { page: 'product' } },
            },
          },
        },
        waiting: {
          description:
            'The panel the Near me tile opened: a choice in it opens the saved page, closing it stays. Either way the saved page is removed, so it opens only once.',
          on: {
            'location.chosen': {
              target: 'idle',
              description: 'An outlet chosen in the panel: the saved page (the menu) opens',
              actions: 'openStoredPage',
            },
            'location.close': {
              guard: 'panelMayClose',
              target: 'idle',
              description: 'Closed without a choice: the customer stays',
              actions: 'clearStoredPage',
            },
          },
        },
      },
    },
  },
});
