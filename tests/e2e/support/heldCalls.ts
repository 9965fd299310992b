import type { BrowserContext, Response, Route } from 'playwright-core';
import type { AnyEventObject } from 'xstate';
import { API_BASE } from '../../../contract/constants.ts';

const ARRIVAL_TIMEOUT_MS = 10_000;
const POLL_MS = 20;

const apiPath = (url: URL) => (url.pathname.startsWith(`${API_BASE}/`) ? url.pathname.slice(API_BASE.length + 1) : '');

/**
 * The page's calls to some API paths, held until a step of the path lets the real server answer. So
 * a state that waits on an answer (sending, saving) stays on screen long enough to be checked, and a
 * step in which the server refuses can first change what the server knows, as another device would.
 */
export class HeldCalls {
  private readonly held: { path: string; route: Route }[] = [];

  static async on(context: BrowserContext, paths: readonly string[]): Promise<HeldCalls> {
    const calls = new HeldCalls();
    await context.route(
      (url) => paths.includes(apiPath(url)),
      (route) => {
        calls.held.push({ path: apiPath(new URL(route.request().url())), route });
      },
    );
    return calls;
  }

  /**
   * Lets the oldest held call to `path` through to the server, once the page has made it; its response. `headers`
   * change the call on its way, as a token gone stale meanwhile would.
   */
  async release(path: string, headers?: Record<string, string>): Promise<Response> {
    const route = await this.take(path);
    await route.continue(headers ? { headers: { ...route.request().headers(), ...headers } } : undefined);
    const response = await route.request().response();
    if (!response) throw new Error(`the call to ${path} got no response`);
    return response;
  }

  /** Lets the call through for an actor's answer (`xstate.done.actor.*` or `xstate.error.actor.*`), which the server must give. */
  async answer(path: string, event: AnyEventObject, headers?: Record<string, string>): Promise<Response> {
    const response = await this.release(path, headers);
    const accepted = event.type.startsWith('xstate.done.');
    if (response.ok() !== accepted) {
      throw new Error(`the server answered ${path} with ${response.status()}, the path expects ${event.type}`);
    }
    return response;
  }

  private async take(path: string): Promise<Route> {
    const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
    for (;;) {
      const index = this.held.findIndex((call) => call.path === path);
      if (index >= 0) return this.held.splice(index, 1)[0]?.route as Route;
      if (Date.now() > deadline) throw new Error(`the page made no call to ${path}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

/** The action of an actor's answer: the held call to `path` goes through, and the server answers as the step says. */
export const answerOf =
  (path: string) =>
  async (run: { held: HeldCalls }, event: AnyEventObject): Promise<void> => {
    await run.held.answer(path, event);
  };
