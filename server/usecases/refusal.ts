/** Why a use case did not do what was asked: the HTTP status and the message the customer reads. */
export interface Refusal<Status extends number = number> {
  refusal: { status: Status; msg: string };
}

export const refuse = <Status extends number>(status: Status, msg: string): Refusal<Status> => ({
  refusal: { status, msg },
});
