import { describe, expect, it } from 'vitest';
import { teamPaths } from '../../shared/contracts/teamConsole';
import { isTeamPage } from './teamPages';

describe('the team’s pages', () => {
  it('are the console and the pages under it, not public pages that start alike', () => {
    expect(isTeamPage(teamPaths.console)).toBe(true);
    expect(isTeamPage(teamPaths.signIn)).toBe(true);
    expect(isTeamPage('/teams')).toBe(false);
    expect(isTeamPage('/pricing')).toBe(false);
  });
});
