export interface LikeContext {
  productId: string;
  /** What the heart shows. */
  liked: boolean;
}

/** The dish and whether the menu says the customer likes it. */
export interface LikeInput {
  productId: string;
  liked: boolean;
}

/** A tap on the heart. */
export type LikeEvent = { type: 'like.toggle' };

/** What the app's actors receive and resolve with (`likeMachine.provide({ actors })`). */
export interface LikeActorIO {
  /** `POST like/{productId}`: the server toggles the like and answers whether the dish is now liked. */
  toggleLike: { input: { productId: string }; output: boolean };
}

/** The actions the app supplies, and the params each receives. */
export interface LikeActionParams {
  /** Spec section 8: a refusal's msg in a toast, a network failure only logged. */
  reportFailure: { error: unknown };
}
