import { ConsoleContext } from './ConsoleProvider.tsx';

/** What a view reads of the running console. */
export const useConsole = ConsoleContext.useSelector;

/** How a view tells the console what the staff did. */
export const useSend = () => ConsoleContext.useActorRef().send;
