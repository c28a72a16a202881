import messages from './team-messages/en.json' with { type: 'json' };
import { teamMessagesSchema, type TeamMessages } from './team-messages/schema';

/** The team console's words (src/content/team-messages/en.json), checked once when loaded. */
export const teamMessages: TeamMessages = teamMessagesSchema.parse(messages);

export type TeamMessageKey = Exclude<keyof TeamMessages, 'signInEmail'>;
