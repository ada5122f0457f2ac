/**
 * The device sign-in pages name the CLI by its registered name (core's `SIGN_IN_PAGE_MESSAGES.clients`),
 * filled into the titles that used to write it themselves; what a person reads is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { SIGN_IN_PAGE_MESSAGES } from '@vetrx/core/messages';
import { deviceAllowPage, deviceInputPage } from './device-pages.js';

const CLI = SIGN_IN_PAGE_MESSAGES.clients.cli;

describe('the device sign-in pages', () => {
  it('fill the client name into the code entry and allow titles (page title and heading)', () => {
    const input = deviceInputPage({ form: { action: '/oidc/device', hidden: [['xsrf', 'x']] }, clientName: CLI });
    expect(input).toContain('<h1>Connect the VetRx CLI</h1>');
    expect(input).toContain('<title>Connect the VetRx CLI · VetRx</title>');
    const allow = deviceAllowPage({ action: '/interaction/abc', userCode: 'BCDF-GHJK', clientName: CLI, username: 'support@demo.vetrx.dev' });
    expect(allow).toContain('<h1>Allow the VetRx CLI to act as you?</h1>');
    expect(allow).not.toContain('{client}');
  });

  it('escape a client name as text', () => {
    expect(deviceInputPage({ form: { action: '/oidc/device', hidden: [] }, clientName: '<b>CLI</b>' })).toContain('<h1>Connect the &lt;b&gt;CLI&lt;/b&gt;</h1>');
  });
});
