import type { Browser, Locator, Page } from 'playwright-core';
import * as v from 'valibot';
import { afterAll, beforeAll } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { isRadioGroup, productAddonLimits } from '../../contract/addonRules.ts';
import { CartSchema } from '../../contract/cart.ts';
import { API_BASE, QUANTITY_MAX, QUANTITY_MIN, STORAGE_KEYS } from '../../contract/constants.ts';
import { envelope } from '../../contract/envelope.ts';
import { type Product, ProductGroupListSchema } from '../../contract/menu.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { done, failed, type Start } from '../../flows/graph/walk.ts';
import { addToCartModel } from '../../flows/models/addToCart.model.ts';
import { refusal } from '../../flows/samples/failures.ts';
import type { AddToCartContext, AddToCartInput } from '../../machines/addToCart/addToCart.types.ts';
import { SURAT_ADAJAN } from '../../scripts/lib/browser.ts';
import { newAddress } from './support/clientAddress.ts';
import { newMobile } from './support/customer.ts';
import { answerOf, HeldCalls } from './support/heldCalls.ts';
import { OwnServer, STORE } from './support/ownServer.ts';
import { type Step, settles, testUiPaths } from './support/uiPaths.ts';
import { baseUrl, newVisitorContext } from './support/visitor.ts';

/** The dishes as the menu sends them to the page (the same demo menu on every server). */
async function menuDishes(): Promise<Map<string, Product>> {
  const body = new URLSearchParams({ storeId: STORE });
  const response = await fetch(`${baseUrl}${API_BASE}/product`, { method: 'POST', body });
  const groups = v.parse(envelope(ProductGroupListSchema), await response.json()).data;
  return new Map(groups.flatMap((group) => group.products).map((product) => [product._id, product]));
}

const dishes = await menuDishes();
function dish(id: string): Product {
  const found = dishes.get(id);
  if (!found) throw new Error(`${id} is not on the demo menu`);
  return found;
}

/** No choices; Jain only; Jain and one dip (radio buttons); exactly two sauces of four, no Jain. */
const ADDED = ['chilli-potato', 'veg-manchow-soup', 'veg-manchurian-dry', 'chicken-lollipop'].map(dish);
/** The line every signed-in path starts with, for Customize; its card shows a stepper, not ADD. */
const LINE = { product: dish('chilli-paneer-dry'), isJain: true, addonIds: ['schezwan-dip'] };

/** A cart line holds at most 50: the server refuses one more of a line another device has filled. */
const full = refusal(400, MESSAGES.quantityOutOfRange(QUANTITY_MIN, QUANTITY_MAX));

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AddToCartContext;
const sameIds = (ids: readonly string[], others: readonly string[]) =>
  [...ids].sort().join() === [...others].sort().join();

/** What a customer can do on the menu and the cart page, and what the real server answers. */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { product, isJain, addonIds } = contextOf(snapshot);
  const hasAddons = (product?.addons.length ?? 0) > 0;
  // Only a line with other choices can be filled up beside the one being changed.
  const changed = !(isJain === LINE.isJain && sameIds(addonIds, LINE.addonIds));
  return [
    ...ADDED.map((added) => ({ type: 'cart.add', product: added, storeId: STORE })),
    { type: 'cart.customize', lineId: 'line', ...LINE },
    { type: 'jain.set', isJain: true },
    { type: 'jain.set', isJain: false },
    { type: 'jain.next' },
    ...(product?.addons.slice(0, 2).map((addon) => ({ type: 'addon.toggle', addonId: addon._id })) ?? []),
    { type: 'addon.back' },
    ...(snapshot.matches({ steps: 'jain' }) && hasAddons ? [] : [{ type: 'wizard.submit' }]),
    // Closing is the dialog's: Escape while a step shows.
    ...(snapshot.matches('steps') ? [{ type: 'wizard.close' }] : []),
    done('addToCart', { message: MESSAGES.addedToCart }),
    failed('addToCart', full),
    done('updateLine', undefined),
    ...(changed ? [failed('updateLine', full)] : []),
  ];
}

/** What the guards and the catalog read: the dish, Customize or ADD, and the choices made. */
function key(snapshot: AnyMachineSnapshot) {
  const { signedIn, product, lineId, isJain, addonIds } = contextOf(snapshot);
  return [signedIn, product?._id ?? null, lineId !== null, isJain, [...addonIds].sort()];
}

interface CartRun {
  page: Page;
  held: HeldCalls;
  address: string;
  token: string;
}

let server: OwnServer;
beforeAll(async () => {
  server = await OwnServer.start();
});
afterAll(async () => {
  await server?.stop();
});

const choiceFields = (choice: { productId: string; isJain: boolean; addonIds: readonly string[] }) => [
  ['product_id', choice.productId] as [string, string],
  ['store', STORE] as [string, string],
  ['isJain', String(choice.isJain)] as [string, string],
  ...choice.addonIds.map((id) => ['addOns', id] as [string, string]),
];

/** A signed-in customer with LINE in the cart, or a visitor, on the menu. */
async function open(browser: Browser, start: Start): Promise<CartRun> {
  const address = newAddress();
  const context = await newVisitorContext(browser, { position: SURAT_ADAJAN, address });
  const held = await HeldCalls.on(context, ['add_to_cart', 'updateCartAddons']);
  const run: CartRun = { page: await context.newPage(), held, address, token: '' };
  if ((start.input as AddToCartInput).signedIn) {
    run.token = await server.signIn(address, newMobile());
    const fields = choiceFields({ productId: LINE.product._id, ...LINE });
    await server.call('add_to_cart', v.unknown(), { address, bearer: run.token, fields });
    await context.addInitScript(([key, token]) => localStorage.setItem(key, token), [
      STORAGE_KEYS.authToken,
      run.token,
    ] as const);
  }
  await run.page.goto(`${server.url}/product`);
  return run;
}

const call = (run: CartRun, path: string, fields: [string, string][], method = 'POST') =>
  server.call(path, v.unknown(), { address: run.address, bearer: run.token, fields, method });

/**
 * Another device of the customer's fills the line with these choices to the most it may hold, so that
 * the server refuses one more; what it gives back undoes that, so later steps find the cart as before.
 */
async function fillUp(run: CartRun, choice: { productId: string; isJain: boolean; addonIds: readonly string[] }) {
  await call(run, 'add_to_cart', choiceFields(choice));
  const { cart_data } = await server.call('get_cart', CartSchema, {
    address: run.address,
    bearer: run.token,
    method: 'GET',
  });
  const line = cart_data.find(
    (candidate) =>
      candidate.productId === choice.productId &&
      candidate.isJain === choice.isJain &&
      sameIds(
        candidate.addOns.map((addon) => addon._id).filter((id) => id !== 'jain'),
        choice.addonIds,
      ),
  );
  if (!line) throw new Error(`no line of ${choice.productId} in the cart`);
  await call(run, 'changeProductsQuentity', [
    ['id', line._id],
    ['quentity', String(QUANTITY_MAX)],
  ]);
  const before = line.quantity - 1;
  return () =>
    before === 0
      ? call(run, 'deleteProductFromCart', [['id', line._id]], 'DELETE')
      : call(run, 'changeProductsQuentity', [
          ['id', line._id],
          ['quentity', String(before)],
        ]);
}

async function refuse(run: CartRun, path: string, event: AnyEventObject, before: AnyMachineSnapshot) {
  const { product, isJain, addonIds } = contextOf(before);
  const undo = await fillUp(run, { productId: product?._id ?? '', isJain, addonIds });
  await run.held.answer(path, event);
  await undo();
}

const header = (page: Page) => page.getByRole('banner');
const wizard = (page: Page, name: string) => page.getByRole('dialog', { name });

async function goTo(page: Page, link: string, path: string) {
  if (new URL(page.url()).pathname === path) return;
  await header(page).getByRole('link', { name: link }).click();
  await page.waitForURL(`**${path}`);
}

/** The dialog of the step on screen. */
const openStep = (page: Page) => page.getByRole('dialog', { name: /^(Jain preparation|Choose add-ons)$/ });

/** A group of one add-on shows radio buttons, any other group checkboxes. */
const choiceRole = (product: Product | null) =>
  product && isRadioGroup(productAddonLimits(product)) ? 'radio' : 'checkbox';

const actions: Record<string, (run: CartRun, event: AnyEventObject, before: AnyMachineSnapshot) => Promise<void>> = {
  'cart.add': async ({ page }, { product }) => {
    await goTo(page, 'Menu', '/product');
    await page
      .getByRole('button', { name: `Add ${product.name}` })
      .first()
      .click();
  },
  'cart.customize': async ({ page }, { product }) => {
    await goTo(page, 'Cart', '/cart');
    await page.getByRole('button', { name: `Customize ${product.name}` }).click();
  },
  'jain.set': ({ page }, { isJain }) =>
    wizard(page, 'Jain preparation')
      .getByRole('radio', { name: isJain ? 'Jain' : 'Regular' })
      .click(),
  'jain.next': ({ page }) => wizard(page, 'Jain preparation').getByRole('button', { name: 'Next' }).click(),
  'addon.toggle': ({ page }, { addonId }, before) => {
    const { product } = contextOf(before);
    const name = product?.addons.find((addon) => addon._id === addonId)?.name ?? addonId;
    return wizard(page, 'Choose add-ons').getByRole(choiceRole(product), { name }).click();
  },
  'addon.back': ({ page }) => wizard(page, 'Choose add-ons').getByRole('button', { name: 'Back' }).click(),
  'wizard.submit': ({ page }) =>
    openStep(page)
      .getByRole('button', { name: /^(Add To Cart|Update Item)$/ })
      .click(),
  'wizard.close': ({ page }) => page.keyboard.press('Escape'),
  'xstate.done.actor.addToCart': answerOf('add_to_cart'),
  'xstate.error.actor.addToCart': (run, event, before) => refuse(run, 'add_to_cart', event, before),
  'xstate.done.actor.updateLine': answerOf('updateCartAddons'),
  'xstate.error.actor.updateLine': (run, event, before) => refuse(run, 'updateCartAddons', event, before),
};

/** A line's choices as the cart reads them ('Jain · Schezwan Dip, Chilli Oil'), the add-ons in any order. */
const choicesText = (text: string | null) => {
  const [preparation, addons = ''] = (text ?? '').split(' · ');
  return [preparation, ...addons.split(', ').filter(Boolean).sort()].join(' · ');
};

async function showsLine(lines: Locator, { product, isJain, addonIds }: AddToCartContext): Promise<void> {
  const names = product?.addons.filter((addon) => addonIds.includes(addon._id)).map((addon) => addon.name) ?? [];
  const expected = [isJain ? 'Jain' : 'Regular', ...names.sort()].join(' · ');
  const choices = lines
    .filter({ hasText: product?.name ?? '' })
    .first()
    .getByText(/^(Jain|Regular)( · .+)?$/);
  await settles(
    `the line should read ${expected}`,
    async () => choicesText(await choices.textContent()),
    (shown) => shown === expected,
  );
}

const showsMessage = (dialog: Locator, error: string | null) =>
  settles(
    `the message should read ${JSON.stringify(error)}`,
    () => dialog.getByRole('alert', { includeHidden: true }).textContent(),
    (shown) => shown === (error ?? ''),
  );

const noStep = (page: Page) =>
  settles(
    'no step of the wizard should be open',
    () => openStep(page).count(),
    (count) => count === 0,
  );

const cartPanelLines = (page: Page) => page.getByRole('complementary', { name: 'Cart' }).getByRole('listitem');

/** At the start the customer's line or the visitor's Sign In; after a step the login panel, the new line, or the refusal as a toast. */
async function closedAfter(page: Page, { snapshot, event, before }: Step): Promise<void> {
  if (!event || !before) {
    if (contextOf(snapshot).signedIn) await showsLine(cartPanelLines(page), { ...contextOf(snapshot), ...LINE });
    else await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
    return;
  }
  if (event.type === 'cart.add') await page.getByRole('dialog', { name: 'Login' }).waitFor();
  if (event.type === 'xstate.done.actor.addToCart') {
    await page.getByText(MESSAGES.addedToCart).first().waitFor();
    await showsLine(cartPanelLines(page), contextOf(before));
  }
  if (event.type === 'xstate.done.actor.updateLine') {
    await showsLine(page.getByRole('main').getByRole('listitem'), contextOf(before));
  }
  if (event.type === 'xstate.error.actor.addToCart') await page.getByText(full.message).first().waitFor();
}

async function step(page: Page, name: string, { snapshot }: Step): Promise<Locator> {
  const { product, error } = contextOf(snapshot);
  const dialog = wizard(page, name);
  await dialog.getByText(product?.name ?? '', { exact: true }).waitFor();
  await showsMessage(dialog, error);
  return dialog;
}

const submitLabel = (context: AddToCartContext) => (context.lineId === null ? 'Add To Cart' : 'Update Item');

const states: Record<string, (run: CartRun, step: Step) => Promise<void>> = {
  'addToCart.closed': async ({ page }, current) => {
    await noStep(page);
    await closedAfter(page, current);
  },
  'addToCart.steps.jain': async ({ page }, current) => {
    const context = contextOf(current.snapshot);
    const dialog = await step(page, 'Jain preparation', current);
    const jain = dialog.getByRole('radio', { name: 'Jain' });
    await settles(
      'the Jain choice',
      () => jain.isChecked(),
      (checked) => checked === context.isJain,
    );
    const next = (context.product?.addons.length ?? 0) > 0 ? 'Next' : submitLabel(context);
    await dialog.getByRole('button', { name: next, disabled: false }).waitFor();
  },
  'addToCart.steps.addons': async ({ page }, current) => {
    const context = contextOf(current.snapshot);
    const dialog = await step(page, 'Choose add-ons', current);
    const limits = productAddonLimits(context.product as Product);
    await dialog.getByText(`(${MESSAGES.addonsToSelect(limits.min, limits.max)})`).waitFor();
    // Past the group's maximum the other checkboxes are disabled: what the machine would not take.
    for (const addon of context.product?.addons ?? []) {
      const box = dialog.getByRole(choiceRole(context.product), { name: addon.name });
      const expected = {
        checked: context.addonIds.includes(addon._id),
        disabled: !isRadioGroup(limits) && !current.snapshot.can({ type: 'addon.toggle', addonId: addon._id }),
      };
      await settles(
        `${addon.name} ${JSON.stringify(expected)}`,
        async () => ({ checked: await box.isChecked(), disabled: await box.isDisabled() }),
        (shown) => shown.checked === expected.checked && shown.disabled === expected.disabled,
      );
    }
    const back = dialog.getByRole('button', { name: 'Back' });
    await settles(
      'Back',
      () => back.count(),
      (count) => count === (context.product?.jainAddons ? 1 : 0),
    );
    await dialog.getByRole('button', { name: submitLabel(context), disabled: false }).waitFor();
  },
  // A dish without choices goes straight in: no dialog while it is saved.
  'addToCart.saving.adding': async ({ page }, { snapshot }) => {
    const { product } = contextOf(snapshot);
    if (product?.jainAddons === null && product.addons.length === 0) await noStep(page);
    else await openStep(page).getByRole('button', { name: 'Saving…', disabled: true }).waitFor();
  },
  'addToCart.saving.updating': ({ page }) =>
    openStep(page).getByRole('button', { name: 'Saving…', disabled: true }).waitFor(),
};

const untaken = {
  'addToCart.steps.jain on wizard.submit [0] -> #addToCart.steps.addons':
    'on the Jain step of a dish with add-ons the page offers Next (jain.next), not Add To Cart',
  'addToCart.closed on cart.add [0] -> (stays)':
    "a dish sold out at the outlet shows 'Not Available' with no ADD (tests/e2e/orderTracking.test.ts), so the page never asks to add it; the machine's own walk takes it",
};

testUiPaths({ model: { ...addToCartModel, events, key }, open, actions, states, untaken });
